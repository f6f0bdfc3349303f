import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import { createTestDatabase, TEST_ADMIN } from './test-database.ts';

export { TEST_ADMIN } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The real server on a fresh database, driven through `inject`. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(overrides), { database });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export function json<T = unknown>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let userCounter = 0;
/** Registers a fresh customer and returns its token and ids. */
export async function registerUser(
  app: FastifyInstance,
  overrides: { name?: string; email?: string; password?: string } = {},
) {
  userCounter += 1;
  const body = {
    name: overrides.name ?? `Customer ${userCounter}`,
    email: overrides.email ?? `customer${userCounter}.${Date.now()}@example.com`,
    password: overrides.password ?? 'Correct-Horse-Battery-9',
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const { data } = json<{ data: { token: string; user: { id: string; email: string } } }>(response);
  return { token: data.token, user: data.user, password: body.password };
}

export async function loginAsAdmin(app: FastifyInstance) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: TEST_ADMIN,
  });
  if (response.statusCode !== 200)
    throw new Error(`admin login failed: ${response.statusCode} ${response.body}`);
  return json<{ data: { token: string; user: { id: string } } }>(response).data;
}
