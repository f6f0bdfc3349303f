import { vodRequestReceivedMessage } from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vodRequests } from '../../db/schema/index.ts';
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
      type: 'movie',
      year: 2014,
      note: valid.note,
      email: valid.email,
      userId: null,
      status: 'pending',
      noteToCustomer: null,
    });
  });

  it('takes only title and type; blank optional fields are stored as null', async () => {
    const res = await postForm(t.app, '/api/vod-requests', {
      title: 'Severance',
      type: 'series',
      year: null,
      note: '  ',
      email: 'a@example.com',
    });
    expect(res.statusCode).toBe(201);
    expect(await stored(json<Receipt>(res).data.id)).toMatchObject({
      type: 'series',
      year: null,
      note: null,
    });
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
