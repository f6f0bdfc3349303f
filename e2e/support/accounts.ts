/** Credentials the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'e2e-admin@streamfront.test', password: 'E2e-admin-password-42' };
