import { startServer } from '../../scripts/start-server.ts';
import { E2E_ADMIN } from './accounts.ts';

/**
 * The built app on the real server: a free port, a fresh data directory, known admin
 * credentials. Browser tests never share state with a developer's ./data.
 */
export default async function globalSetup() {
  const server = await startServer({
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  process.env.E2E_BASE_URL = server.baseURL;
  return () => server.stop();
}
