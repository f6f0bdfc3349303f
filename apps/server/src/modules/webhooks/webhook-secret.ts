import { randomBytes } from 'node:crypto';

/** A Standard Webhooks signing secret: `whsec_` and the base64 of 32 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;
