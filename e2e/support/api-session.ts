import { expect, type APIRequestContext } from '@playwright/test';

export interface ApiSession {
  token: string;
  userId: string;
}

/** A second session through the API, for calls a test makes on the side. */
export async function apiLogin(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<ApiSession> {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { token: string; user: { id: string } } };
  return { token: body.data.token, userId: body.data.user.id };
}

export const bearer = (session: ApiSession) => ({ Authorization: `Bearer ${session.token}` });
