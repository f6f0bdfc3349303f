import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { as, newPackage, type TestCustomer } from './order-kit.ts';
import { json } from './test-app.ts';

/**
 * Free trials' tests: customers with the address and email a case needs, verified unless
 * said (verification has its own tests: here it is the state a trial starts from).
 */
let counter = 0;

export async function trialCustomer(
  app: FastifyInstance,
  options: { email?: string; ip?: string; verified?: boolean } = {},
): Promise<TestCustomer> {
  counter += 1;
  const ip = options.ip ?? `10.88.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
  const email = options.email ?? `trial${counter}.${Date.now()}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: `10.89.${Math.floor(counter / 250)}.${(counter % 250) + 1}`,
    payload: { name: `Trial ${counter}`, email, password: 'Correct-Horse-Battery-9' },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { data } = json<{ data: { token: string; user: { id: string } } }>(res);
  if (options.verified !== false) {
    await app.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, data.user.id));
  }
  return { id: data.user.id, token: data.token, ip, email };
}

/** A package on sale with a trial of `hours`. */
export async function trialPackage(app: FastifyInstance, admin: { token: string }, hours = 24) {
  const pkg = await newPackage(app, admin, { price: 1499 });
  const res = await app.inject(
    as(admin, {
      method: 'PATCH',
      url: `/api/admin/services/${pkg.id}`,
      payload: { trialHours: hours },
    }),
  );
  if (res.statusCode !== 200) throw new Error(`trial hours: ${res.statusCode} ${res.body}`);
  return pkg;
}

export const takeTrial = (
  app: FastifyInstance,
  who: TestCustomer,
  serviceId: string,
): Promise<LightMyRequestResponse> =>
  app.inject(as(who, { method: 'POST', url: '/api/trials', payload: { serviceId } }));
