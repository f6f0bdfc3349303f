import Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';

/** The card processor as the payments module uses it: the SDK and what checks its events. */
export interface CardProcessor {
  readonly stripe: Stripe;
  /** Signs the events Stripe posts to the webhook (STRIPE_WEBHOOK_SECRET). */
  readonly webhookSecret: string;
  /** This site's public origin: where Stripe's checkout page sends the customer back. */
  readonly siteUrl: string;
}

/**
 * The official SDK pointed at `config.apiUrl` through its host, port and protocol settings
 * (Stripe's own API by default, a stand-in in tests). Calls retry on network failures with the
 * SDK's own backoff; every call that creates something carries an idempotency key, so a retry
 * never creates it twice.
 */
export function createStripeClient(config: StripeConfig, version: string): Stripe {
  const url = new URL(config.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    // A customer waits on this call at checkout: fail in seconds, not the SDK's 80.
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Streamfront', version },
  });
}

export function createCardProcessor(
  config: StripeConfig,
  options: { siteUrl: string; version: string },
): CardProcessor {
  return {
    stripe: createStripeClient(config, options.version),
    webhookSecret: config.webhookSecret,
    siteUrl: options.siteUrl.replace(/\/$/, ''),
  };
}
