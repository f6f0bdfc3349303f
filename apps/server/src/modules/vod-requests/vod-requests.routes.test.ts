import {
  vodRequestAvailableMessage,
  vodRequestReceivedMessage,
  vodRequestRejectedMessage,
} from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vodRequesters, vodRequests } from '../../db/schema/index.ts';
import { postForm } from '../../testing/public-forms.ts';
import { createTestApp, json, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  title: 'The Grand Budapest Hotel',
  type: 'movie',
  year: 2014,
  note: 'With English subtitles please',
  email: 'film.fan@example.com',
};

type Receipt = { success: true; data: { _id: string; id: string; message: string } };
type Failure = { success: false; message: string; errors?: Record<string, string[]> };

async function stored(id: string) {
  const [row] = await t.app.db.select().from(vodRequests).where(eq(vodRequests.id, id));
  return row;
}

async function requestersOf(id: string) {
  return t.app.db
    .select()
    .from(vodRequesters)
    .where(eq(vodRequesters.requestId, id))
    .orderBy(vodRequesters.createdAt);
}

describe('POST /api/vod-requests', () => {
  it('stores a pending request and answers 201 with a confirmation naming the title', async () => {
    const res = await postForm(t.app, '/api/vod-requests', valid);
    expect(res.statusCode).toBe(201);
    const body = json<Receipt>(res);
    expect(body.data).toEqual({
      _id: body.data.id,
      id: body.data.id,
      message: vodRequestReceivedMessage(valid.title),
    });
    expect(await stored(body.data.id)).toMatchObject({
      title: valid.title,
      titleKey: 'thegrandbudapesthotel',
      type: 'movie',
      year: 2014,
      status: 'pending',
      noteToCustomer: null,
    });
    expect(await requestersOf(body.data.id)).toEqual([
      expect.objectContaining({ email: valid.email, note: valid.note, userId: null }),
    ]);
  });

  it('takes only title and type; blank optional fields are stored as null', async () => {
    const res = await postForm(t.app, '/api/vod-requests', {
      title: 'The Long Quiet',
      type: 'series',
      year: null,
      note: '  ',
      email: 'a@example.com',
    });
    expect(res.statusCode).toBe(201);
    const id = json<Receipt>(res).data.id;
    expect(await stored(id)).toMatchObject({ type: 'series', year: null });
    expect(await requestersOf(id)).toEqual([expect.objectContaining({ note: null })]);
  });

  it('answers 422 with a field map for bad input', async () => {
    const res = await postForm(t.app, '/api/vod-requests', {
      title: 't'.repeat(201),
      type: 'documentary',
      year: 1700,
      note: 'n'.repeat(1001),
      email: 'nope',
    });
    expect(res.statusCode).toBe(422);
    expect(json<Failure>(res).errors).toEqual({
      title: ['Title must be at most 200 characters'],
      type: ['Type must be movie or series'],
      year: ['Year must be 1888 or later'],
      note: ['Note must be at most 1000 characters'],
      email: ['Enter a valid email address'],
    });
  });

  it('refuses a year far in the future and a missing title', async () => {
    const res = await postForm(t.app, '/api/vod-requests', {
      type: 'movie',
      year: new Date().getUTCFullYear() + 6,
      email: 'a@example.com',
    });
    expect(res.statusCode).toBe(422);
    expect(json<Failure>(res).errors).toEqual({
      title: ['Title is required'],
      year: ['Year is too far in the future'],
    });
  });
});

describe('a title asked for again', () => {
  it('joins the first request whatever the case, spacing, punctuation or year', async () => {
    const first = json<Receipt>(
      await postForm(t.app, '/api/vod-requests', {
        title: 'The Matrix',
        type: 'movie',
        email: 'neo@example.com',
      }),
    ).data.id;
    const again = [
      { title: 'the  matrix (1999)', email: 'trinity@example.com', year: 1999 },
      { title: 'THE MATRIX', email: 'morpheus@example.com' },
      { title: 'The Matrix!', email: 'NEO@example.com' },
    ];
    for (const ask of again) {
      const res = await postForm(t.app, '/api/vod-requests', { ...ask, type: 'movie' });
      expect(res.statusCode).toBe(201);
      expect(json<Receipt>(res).data).toMatchObject({
        id: first,
        message: vodRequestReceivedMessage('The Matrix'),
      });
    }
    const rows = await t.app.db
      .select()
      .from(vodRequests)
      .where(eq(vodRequests.titleKey, 'thematrix'));
    // One title, kept as first written, the year a later request gave filled in.
    expect(rows).toEqual([expect.objectContaining({ id: first, title: 'The Matrix', year: 1999 })]);
    // One requester per address: Neo asking twice counts once.
    expect((await requestersOf(first)).map((r) => r.email)).toEqual([
      'neo@example.com',
      'trinity@example.com',
      'morpheus@example.com',
    ]);
  });

  it('counts requests racing for a new title into one row, one requester each', async () => {
    const answers = await Promise.all(
      ['Heat', 'heat', 'HEAT (1995)', 'Heat.', 'heat'].map((title, i) =>
        postForm(t.app, '/api/vod-requests', {
          title,
          type: 'movie',
          email: `racer${i}@example.com`,
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((res) => json<Receipt>(res).data.id));
    expect(ids.size).toBe(1);
    expect(await requestersOf([...ids][0]!)).toHaveLength(5);
  });

  it('tells the person at once when the title is already added or was turned down', async () => {
    const ask = (title: string, email: string) =>
      postForm(t.app, '/api/vod-requests', { title, type: 'series', email });
    const added = json<Receipt>(await ask('Dark', 'one@example.com')).data.id;
    const rejected = json<Receipt>(await ask('Lost', 'one@example.com')).data.id;
    await t.app.db.update(vodRequests).set({ status: 'added' }).where(eq(vodRequests.id, added));
    await t.app.db
      .update(vodRequests)
      .set({ status: 'rejected' })
      .where(eq(vodRequests.id, rejected));

    expect(json<Receipt>(await ask('dark', 'two@example.com')).data.message).toBe(
      vodRequestAvailableMessage('Dark'),
    );
    expect(json<Receipt>(await ask('LOST', 'two@example.com')).data.message).toBe(
      vodRequestRejectedMessage('Lost'),
    );
    // Counted all the same, and the decision stands.
    expect(await requestersOf(added)).toHaveLength(2);
    expect(await stored(rejected)).toMatchObject({ status: 'rejected' });
  });
});
