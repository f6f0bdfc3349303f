import {
  CHAT_PLACEHOLDERS,
  daysLeft,
  formatInstant,
  formatMoney,
  formatPeriod,
  SERVER_TEXT_PLACE,
  type ChatPlaceholder,
  type Service,
  type SportEvent,
  trialLength,
} from '@streamfront/contract';
import type { Db } from '../../../db/client.ts';
import { readUpcomingEvents } from '../../events/events.public-cache.ts';
import { readActiveServices } from '../../services/services.public-cache.ts';
import { readSiteSettings } from '../../site/site.public-cache.ts';
import { createChatCustomerSubscriptionsRepository } from './customer-subscriptions.repository.ts';

// The spaces after a placeholder go with it when it is empty, so "{{my_subscription}} On Fire
// TV…" reads "On Fire TV…" to a visitor.
const pattern = /\{\{\s*([a-z_]+)\s*\}\}([ \t]*)/g;
const known = new Set<string>(CHAT_PLACEHOLDERS);

/** "Essentials — $14.99/month (1 screen)". */
export function formatPackage(
  service: Pick<Service, 'name' | 'price' | 'currency' | 'periodMonths' | 'maxDevices'>,
): string {
  const screens = `${service.maxDevices} ${service.maxDevices === 1 ? 'screen' : 'screens'}`;
  return `${service.name} — ${formatMoney(service.price, service.currency)}/${formatPeriod(service.periodMonths)} (${screens})`;
}

/** "Real Madrid vs Bayern Munich (UEFA Champions League) — Tue, May 26, 7:00 PM UTC on Streamfront Sports 1". */
export function formatEvent(
  event: Pick<SportEvent, 'title' | 'competition' | 'startsAt' | 'channel'>,
  now: Date,
): string {
  const title = event.competition ? `${event.title} (${event.competition})` : event.title;
  const when =
    new Date(event.startsAt) <= now
      ? 'live now'
      : formatInstant('eventTime', event.startsAt, SERVER_TEXT_PLACE);
  return `${title} — ${when}${event.channel ? ` on ${event.channel}` : ''}`;
}

/**
 * How this installation takes payment, to follow "You can pay": the card only where checkout
 * offers it (Stripe configured), the ways by hand always.
 */
export function paymentMethods(cardPayments: boolean): string {
  return cardPayments
    ? 'by card online at checkout — your package starts as soon as the payment goes through — or by bank transfer, at a card terminal or in cash at a reseller, quoting your order number'
    : "by bank transfer, at a card terminal or in cash at a reseller, quoting your order number (card payment on the site isn't offered)";
}

/**
 * "Your Sports Plus subscription has 12 days left.", one sentence a subscription; days are
 * whole and rounded up, as /account counts them (1 on the last day).
 */
export function subscriptionsLeft(
  running: { serviceName: string; expiresAt: Date }[],
  now: Date,
): string {
  return running
    .map(({ serviceName, expiresAt }) => {
      const days = daysLeft(expiresAt, now);
      return `Your ${serviceName} subscription has ${days} ${days === 1 ? 'day' : 'days'} left.`;
    })
    .join(' ');
}

/** With no package on trial: what the assistant said before trials existed. */
export const NO_TRIAL_OFFER =
  "We don't run a free trial at the moment. What we do offer: if Streamfront isn't right for you, ask within 7 days of your first payment and we refund it in full — see the [Refund Policy](/refund-policy).";

/**
 * "You can try Sports Max free for 24 hours and Essentials free for 3 days…", from the
 * catalogue as it is now (decision 055); the refund offer when no package has a trial.
 */
export function trialOffer(services: Pick<Service, 'name' | 'trialHours'>[]): string {
  const offers = services
    .filter((s) => s.trialHours > 0)
    .map((s) => `${s.name} free for ${trialLength(s.trialHours)}`);
  if (offers.length === 0) return NO_TRIAL_OFFER;
  const list =
    offers.length === 1 ? offers[0] : `${offers.slice(0, -1).join(', ')} and ${offers.at(-1)}`;
  return `Yes: you can try ${list}. Verify your email, then press "Try free" on the [Packages](/packages) page; one free trial per person.`;
}

/** Who an answer is for and when: a visitor (no user) gets nothing of anyone's account. */
export interface FillContext {
  now?: Date;
  userId?: string | null;
}

/** The active package that costs least per month, priced for its own period. */
function cheapest(services: Service[]): Service | undefined {
  return services.reduce<Service | undefined>(
    (best, s) => (!best || s.price / s.periodMonths < best.price / best.periodMonths ? s : best),
    undefined,
  );
}

/**
 * Fills an answer's placeholders at the moment it is sent, so prices, the schedule and the
 * support address in answers never go stale. The values come from the public caches of the
 * catalogue, the events and the site, which every admin change drops on every instance (and
 * whose short lifetime covers edits the message bus cannot see); only what an answer uses is
 * read. `{{my_subscription}}` alone is the caller's own, read from the database each time.
 */
export function createPlaceholderFiller(
  db: Db,
  options: { supportEmail: string; cardPayments?: boolean },
) {
  const subscriptions = createChatCustomerSubscriptionsRepository(db);
  const resolvers: Record<
    ChatPlaceholder,
    (context: { now: Date; userId: string | null }) => Promise<string>
  > = {
    async packages() {
      const services = await readActiveServices(db);
      if (services.length === 0)
        return 'Our packages are being updated — see /packages for the current line-up.';
      return services.map((s) => `• ${formatPackage(s)}`).join('\n');
    },
    async cheapest_price() {
      const best = cheapest(await readActiveServices(db));
      return best
        ? `${formatMoney(best.price, best.currency)}/${formatPeriod(best.periodMonths)}`
        : 'the prices shown at /packages';
    },
    async next_event({ now }) {
      const [next] = await readUpcomingEvents(db, now);
      return next
        ? formatEvent(next, now)
        : 'nothing is scheduled right now — new events appear on the home page as soon as they are announced';
    },
    async support_email() {
      return (await readSiteSettings(db)).supportEmail ?? options.supportEmail;
    },
    async payment_methods() {
      return paymentMethods(options.cardPayments ?? false);
    },
    async trial_offer() {
      return trialOffer(await readActiveServices(db));
    },
    async my_subscription({ now, userId }) {
      return userId ? subscriptionsLeft(await subscriptions.running(userId, now), now) : '';
    },
  };

  return async function fill(answer: string, context: FillContext = {}): Promise<string> {
    const used = new Set(
      [...answer.matchAll(pattern)].map((m) => m[1]!).filter((name) => known.has(name)),
    ) as Set<ChatPlaceholder>;
    if (used.size === 0) return answer;
    const resolving = { now: context.now ?? new Date(), userId: context.userId ?? null };
    const values = new Map(
      await Promise.all(
        [...used].map(async (name) => [name, await resolvers[name](resolving)] as const),
      ),
    );
    return answer
      .replace(pattern, (match, name: string, spaces: string) => {
        const value = values.get(name as ChatPlaceholder);
        if (value === undefined) return match;
        return value === '' ? '' : value + spaces;
      })
      .trim();
  };
}

export type PlaceholderFiller = ReturnType<typeof createPlaceholderFiller>;
