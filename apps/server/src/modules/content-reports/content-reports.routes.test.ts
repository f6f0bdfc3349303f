import { CONTENT_REPORT_RECEIVED_MESSAGE } from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentReports } from '../../db/schema/index.ts';
import { postForm } from '../../testing/public-forms.ts';
import { createTestApp, json, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  subject: 'Streamfront Sports 1',
  problemType: 'buffering',
  details: 'The picture freezes every few minutes during the evening match.',
  url: 'https://play.streamfront.tv/live/sports-1',
  email: 'viewer@example.com',
};

type Receipt = { success: true; data: { _id: string; id: string; message: string } };
type Failure = { success: false; message: string; errors?: Record<string, string[]> };

async function stored(id: string) {
  const [row] = await t.app.db.select().from(contentReports).where(eq(contentReports.id, id));
  return row;
}

describe('POST /api/content-reports', () => {
  it('stores an open report and answers 201 with a confirmation', async () => {
    const res = await postForm(t.app, '/api/content-reports', valid);
    expect(res.statusCode).toBe(201);
    const body = json<Receipt>(res);
    expect(body.data).toEqual({
      _id: body.data.id,
      id: body.data.id,
      message: CONTENT_REPORT_RECEIVED_MESSAGE,
    });
    expect(await stored(body.data.id)).toMatchObject({ ...valid, userId: null, status: 'open' });
  });

  it('accepts every problem type and no link', async () => {
    for (const problemType of [
      'not_playing',
      'wrong_guide',
      'audio_subtitles',
      'inappropriate',
      'copyright',
    ]) {
      const res = await postForm(t.app, '/api/content-reports', { ...valid, problemType, url: '' });
      expect(res.statusCode).toBe(201);
      expect(await stored(json<Receipt>(res).data.id)).toMatchObject({ problemType, url: null });
    }
  });

  it('answers 422 with a field map for bad input', async () => {
    const res = await postForm(t.app, '/api/content-reports', {
      subject: '',
      problemType: 'spoilers',
      details: 'd'.repeat(5001),
      url: 'javascript:alert(1)',
      email: 'viewer@',
    });
    expect(res.statusCode).toBe(422);
    expect(json<Failure>(res).errors).toEqual({
      subject: ['Subject is required'],
      problemType: ['Choose the kind of problem'],
      details: ['Details must be at most 5000 characters'],
      url: ['Enter a valid http(s) link'],
      email: ['Enter a valid email address'],
    });
  });
});
