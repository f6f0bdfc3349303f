import { CONTENT_REPORT_RECEIVED_MESSAGE, EMAIL_REQUIRED_MESSAGE } from '@streamfront/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentReports } from '../../db/schema/index.ts';
import { nextIp, postForm } from '../../testing/public-forms.ts';
import { createTestApp, json, registerUser, type TestApp } from '../../testing/test-app.ts';

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

  it('records the signed-in user and takes their email when none is given', async () => {
    const customer = await registerUser(t.app);
    const { email: _omitted, ...withoutEmail } = valid;
    const res = await postForm(t.app, '/api/content-reports', withoutEmail, {
      token: customer.token,
    });
    expect(res.statusCode).toBe(201);
    expect(await stored(json<Receipt>(res).data.id)).toMatchObject({
      userId: customer.user.id,
      email: customer.user.email,
    });
  });

  it('requires an email from anonymous visitors, and a bad token is anonymous', async () => {
    const { email: _omitted, ...withoutEmail } = valid;
    const anonymous = await postForm(t.app, '/api/content-reports', withoutEmail);
    expect(anonymous.statusCode).toBe(422);
    expect(json<Failure>(anonymous).errors).toEqual({ email: [EMAIL_REQUIRED_MESSAGE] });

    const badToken = await postForm(t.app, '/api/content-reports', valid, {
      token: 'eyJhbGciOiJIUzI1NiJ9.e30.forged',
    });
    expect(badToken.statusCode).toBe(201);
    expect(await stored(json<Receipt>(badToken).data.id)).toMatchObject({
      userId: null,
      email: valid.email,
    });
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

  it('refuses a body over 64 KiB with 413', async () => {
    const res = await postForm(t.app, '/api/content-reports', {
      ...valid,
      details: 'd'.repeat(65 * 1024),
    });
    expect(res.statusCode).toBe(413);
  });

  it('allows 5 reports per IP in 10 minutes, then 429 with retry-after', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await postForm(t.app, '/api/content-reports', valid, { ip })).statusCode).toBe(201);
    }
    const res = await postForm(t.app, '/api/content-reports', valid, { ip });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
