import type { AccountSession } from '@streamfront/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllSockets, connected, listen, socketClient } from '../../testing/socket-client.ts';
import { bearer, json, registerUser } from '../../testing/test-app.ts';
import { useTestCluster } from '../../testing/test-cluster.ts';

/**
 * Two instances sharing PostgreSQL and Redis; fails (never skips) when either is missing.
 * A session signed out on one instance must be refused by the other at once: its next HTTP
 * call, and its live connection there.
 */
const cluster = useTestCluster();
afterEach(closeAllSockets);

describe('ending a session on one instance', () => {
  it('refuses its token and closes its socket on the other instance at once', async () => {
    const customer = await registerUser(cluster.a);
    const login = await cluster.b.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.user.email, password: customer.password },
    });
    const phone = json<{ data: { token: string } }>(login).data.token;
    const socket = await connected(
      socketClient(await listen(cluster.b), { auth: { token: phone } }),
    );
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const list = await cluster.a.inject({
      method: 'GET',
      url: '/api/account/sessions',
      headers: bearer(customer.token),
    });
    const phoneId = json<{ data: AccountSession[] }>(list).data.find((s) => !s.current)!.id;
    const ended = await cluster.a.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneId}`,
      headers: bearer(customer.token),
    });
    expect(ended.statusCode).toBe(200);

    // No periodic session check runs in between: the message crosses Redis.
    expect(await closed).toBe('io server disconnect');
    const onB = await cluster.b.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(phone),
    });
    expect(onB.statusCode).toBe(401);
    const stillSignedIn = await cluster.b.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(customer.token),
    });
    expect(stillSignedIn.statusCode).toBe(200);
  });
});
