import {
  EMAIL_REQUIRED_MESSAGE,
  FORM_BODY_LIMIT_BYTES,
  FORM_RATE_LIMIT,
} from '@streamfront/contract';
import type { AuthContext } from './auth/index.ts';
import { unprocessable } from './http-errors.ts';

/**
 * Route options every public form shares: its own per-IP quota (the limiter answers 429 with
 * Retry-After) and a small body limit (413), so one address cannot flood the back-office.
 */
export const publicFormRouteOptions = {
  bodyLimit: FORM_BODY_LIMIT_BYTES,
  config: {
    rateLimit: { max: FORM_RATE_LIMIT.max, timeWindow: FORM_RATE_LIMIT.windowMinutes * 60_000 },
  },
};

/** The reply-to address: the one given, else the signed-in user's; anonymous visitors must give one. */
export function submitterEmail(given: string | undefined, auth: AuthContext | null): string {
  const email = given ?? auth?.email;
  if (!email) throw unprocessable({ email: [EMAIL_REQUIRED_MESSAGE] });
  return email;
}
