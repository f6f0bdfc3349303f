import {
  TRIAL_REFUSAL_MESSAGES,
  TRIAL_REFUSAL_STATUS,
  type TrialRefusal,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { OrderRow, TrialRow } from '../../db/schema/index.ts';
import { inTransaction, onCommit } from '../../db/transaction.ts';
import { HttpError, conflict, notFound } from '../../plugins/http-errors.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { queueTrialMail } from '../mail/order-mail.ts';
import { createOrdersRepository } from '../orders/orders.repository.ts';
import { afterStatusChange } from '../orders/orders.service.ts';
import { closedTrialEmailKey, isDisposableAddress, trialEmailKey } from './email-key.ts';
import { createTrialsRepository } from './trials.repository.ts';

const HOUR_MS = 3_600_000;

/** A refusal: its status, the customer's words, and its code in `reason`. */
export class TrialRefused extends HttpError {
  readonly refusal: TrialRefusal;
  constructor(refusal: TrialRefusal, now = new Date()) {
    const status = TRIAL_REFUSAL_STATUS[refusal];
    super(status, TRIAL_REFUSAL_MESSAGES[refusal], {
      reason: refusal,
      ...(status === 429 && { headers: { 'retry-after': String(secondsToNextDay(now)) } }),
    });
    this.refusal = refusal;
  }
}

export interface TrialRequest {
  userId: string;
  serviceId: string;
  /** The address the request came from, as the proxy settings make it. */
  ip: string;
  /** False when a check's shared store is away (Redis on a multi-instance set-up). */
  checksReady: boolean;
  now?: Date;
}

/** The UTC day of `at`: the per-address and site-wide caps count by it. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Until the caps count a new day: the next UTC midnight. */
function secondsToNextDay(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/**
 * Starts a free trial (decision 055): a verified customer's one trial, checked against the
 * abuse rules, as an order that is active from now for the package's trial hours, with access
 * from the connector like any subscription. Every refusal is counted by its reason; a check
 * that cannot run pauses trials rather than letting one through.
 */
export async function startTrial(app: FastifyInstance, request: TrialRequest) {
  const now = request.now ?? new Date();
  try {
    return await checkedTrial(app, request, now);
  } catch (error) {
    const refusal =
      error instanceof TrialRefused
        ? error
        : error instanceof HttpError
          ? null
          : (app.log.error({ err: error }, 'trial checks could not run: trials paused'),
            new TrialRefused('paused'));
    if (!refusal) throw error;
    await createTrialsRepository(app.db)
      .refuse(refusal.refusal, request.userId)
      .catch((cause: unknown) => app.log.error({ err: cause }, 'trial refusal not counted'));
    throw refusal;
  }
}

async function checkedTrial(app: FastifyInstance, request: TrialRequest, now: Date) {
  const repo = createTrialsRepository(app.db);
  const settings = await repo.settings();
  if (settings.paused || !request.checksReady) throw new TrialRefused('paused');
  const service = await repo.trialPackage(request.serviceId);
  if (!service) throw notFound('Package not found');
  if (service.trialHours <= 0) throw new TrialRefused('no_trial');
  const user = await repo.account(request.userId);
  if (!user) throw notFound('Account not found');
  if (!user.verifiedAt) throw new TrialRefused('not_verified');
  if (isDisposableAddress(user.email)) throw new TrialRefused('disposable_email');

  const emailKey = trialEmailKey(user.email);
  const addressKey = app.secrets.sign(`trial address ${request.ip}`);
  const day = dayOf(now);
  return inTransaction(app.db, async (tx) => {
    const trials = createTrialsRepository(tx);
    await trials.lockForTrial();
    // A closed account's trial keeps its mailbox as a keyed hash (decision 060): still one.
    const closedKey = closedTrialEmailKey((text) => app.secrets.sign(text), emailKey);
    if (await trials.takenBy(request.userId, [emailKey, closedKey]))
      throw new TrialRefused('already_used');
    if ((await trials.countFromAddress(addressKey, day)) > 0)
      throw new TrialRefused('address_limit');
    if ((await trials.countOnDay(day)) >= settings.dailyCap) throw new TrialRefused('daily_limit');

    const order = await createOrdersRepository(tx).insert(
      {
        userId: request.userId,
        serviceId: service.id,
        serviceName: service.name,
        periodMonths: 0,
        status: 'active',
        trial: true,
        subtotal: 0,
        discount: 0,
        total: 0,
        currency: service.currency,
        startsAt: now,
        expiresAt: new Date(now.getTime() + service.trialHours * HOUR_MS),
      },
      request.userId,
    );
    const trial = await trials.insert({
      userId: request.userId,
      orderId: order.id,
      serviceId: service.id,
      emailKey,
      addressKey,
      day,
      startsAt: now,
      endsAt: order.expiresAt!,
    });
    // The access (connector, `subscription.activated` with `trial: true`) and the mail.
    await afterStatusChange(app, tx, order);
    return { trial, order };
  });
}

/**
 * An admin ends a trial now (abuse, a mistake): its order ends, its access with it, the
 * customer is told; the trial still counts as taken. A 409 if it was already revoked.
 */
export async function revokeTrial(
  app: FastifyInstance,
  input: { id: string; actorId: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  await inTransaction(app.db, async (tx) => {
    const trials = createTrialsRepository(tx);
    const trial = await trials.lock(input.id);
    if (!trial) throw notFound('Trial not found');
    if (trial.revokedAt) throw conflict('This trial was already revoked');
    const orders = createOrdersRepository(tx);
    const order = (await orders.lock(trial.orderId))!;
    const running = order.status === 'active';
    const endsAt = running && trial.endsAt > now ? now : trial.endsAt;
    const revoked = await trials.update(trial.id, {
      revokedAt: now,
      revokedBy: input.actorId,
      endsAt,
    });
    if (running) await endTrialOrder(app, tx, order, input.actorId, now);
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'trial.revoke',
      entityType: 'trial',
      entityId: trial.id,
      before: trialSummary(trial, order),
      after: trialSummary(revoked, order),
    });
  });
}

const trialSummary = (trial: TrialRow, order: OrderRow) => ({
  orderNumber: order.orderNumber,
  package: order.serviceName,
  endsAt: trial.endsAt,
  revokedAt: trial.revokedAt,
});

async function endTrialOrder(
  app: FastifyInstance,
  tx: Db,
  order: OrderRow,
  actorId: string,
  now: Date,
) {
  const orders = createOrdersRepository(tx);
  const after = await orders.update(order.id, { status: 'expired', expiresAt: now });
  await orders.addEvent(order.id, 'active', 'expired', actorId, 'Free trial revoked', null);
  await afterStatusChange(app, tx, after);
  const notice = await app.notify.userWithin(tx, order.userId, {
    type: 'warning',
    title: 'Free trial ended',
    message: `Your free trial of ${order.serviceName} (${order.orderNumber}) was ended by our team. Contact us if you think this is a mistake.`,
    link: '/account',
  });
  if (notice) onCommit(tx, notice.deliver);
}

/**
 * The "your trial ends soon" mail and notice for the trials due at `now` (the subscription
 * sweep), each once: the trial row is marked in the same transaction, locked so two
 * instances never both send it. Resolves to how many were sent.
 */
export async function sendTrialEndingNotices(app: FastifyInstance, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const sent = await inTransaction(app.db, async (tx) => {
      const trials = createTrialsRepository(tx);
      const due = await trials.endingNoticeDue(now, 100);
      for (const { trial, order } of due) {
        await trials.update(trial.id, { endingNoticeAt: now });
        await queueTrialMail(app, tx, order, 'ending');
        const notice = await app.notify.userWithin(tx, order.userId, {
          type: 'info',
          title: 'Your free trial ends soon',
          message: `Your free trial of ${order.serviceName} ends soon. Order it to keep watching with the same login.`,
          link: '/account',
        });
        if (notice) onCommit(tx, notice.deliver);
      }
      return due.length;
    });
    total += sent;
    if (sent < 100) return total;
  }
}
