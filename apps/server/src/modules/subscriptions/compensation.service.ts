import {
  COMPENSATION_UNDO_HOURS,
  formatHours,
  formatInstant,
  SERVER_TEXT_PLACE,
  type Compensation,
  type CompensationPreview,
  type ExtendSubscriptionsBody,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CompensationRow, OrderRow } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { conflict, notFound } from '../../plugins/http-errors.ts';
import { accessAfterExtensions } from '../access/access.service.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { queueExtendedMail } from '../mail/order-mail.ts';
import type { NotificationInput } from '../notifications/notify.ts';
import {
  compensationView,
  createCompensationsRepository,
  undoDeadline,
} from './compensations.repository.ts';

/** Subscriptions extended per transaction: a crash loses at most one batch's work, redone. */
const BATCH = 500;

const filterOf = (body: ExtendSubscriptionsBody) => ({
  serviceIds: body.serviceIds && body.serviceIds.length > 0 ? body.serviceIds : null,
  activeAt: body.activeAt ? new Date(body.activeAt) : null,
});

function extendedNotice(order: OrderRow, row: CompensationRow): NotificationInput {
  const end = formatInstant('longDate', order.expiresAt!, SERVER_TEXT_PLACE);
  return {
    type: 'success',
    title: `We added ${formatHours(row.hours)}`,
    message:
      `${row.reason} Your ${order.serviceName} subscription (${order.orderNumber}) now ends on ${end}.`.slice(
        0,
        1000,
      ),
    link: '/account',
  };
}

/**
 * Extends one batch: the ends, the items that record them, the connector's `extended`
 * event, the customer's notice and mail, all in one transaction. Resolves to how many.
 */
async function extendBatch(app: FastifyInstance, row: CompensationRow, now: Date) {
  const delivered: (() => void)[] = [];
  const done = await inTransaction(app.db, async (tx) => {
    const repo = createCompensationsRepository(tx);
    const batch = await repo.nextBatch(row, now, BATCH);
    const extended = await repo.extend(row, batch);
    await accessAfterExtensions(app, tx, extended);
    for (const order of extended) {
      await queueExtendedMail(app, tx, order, { hours: row.hours, reason: row.reason });
      const notice = await app.notify.userWithin(tx, order.userId, extendedNotice(order, row));
      if (notice) delivered.push(notice.deliver);
    }
    return extended.length;
  });
  for (const deliver of delivered) deliver();
  return done;
}

/**
 * The work of one compensation, on the jobs layer: batch after batch until no subscription it
 * reaches is left, then done, with the one audit row that counts them. Run again (a retry, a
 * crash), it carries on where it stopped: the items say who has had their time.
 */
export const compensateJob = defineJob<{ compensationId: string }>({
  kind: 'subscriptions.compensate',
  payload: z.object({ compensationId: z.uuid() }),
  maxAttempts: 5,
  async run({ compensationId }, { app }) {
    const row = await createCompensationsRepository(app.db).byId(compensationId);
    if (!row || row.state !== 'running') return;
    const now = new Date();
    while ((await extendBatch(app, row, now)) === BATCH);
    await inTransaction(app.db, async (tx) => {
      const finished = await createCompensationsRepository(tx).finish(row.id);
      if (!finished) return;
      await recordAudit(tx, {
        actorId: row.createdBy,
        action: 'subscriptions.extend',
        entityType: 'compensation',
        entityId: row.id,
        before: null,
        after: {
          hours: row.hours,
          reason: row.reason,
          packages: row.serviceNames.length > 0 ? row.serviceNames : 'all',
          activeAt: row.activeAt,
          count: finished.count,
        },
      });
    });
  },
});

/**
 * "Extend subscriptions": the preview (who, how many; nothing changes), or the extension,
 * stored with its job in one transaction. The same key again answers the same extension.
 */
export async function extendSubscriptions(
  app: FastifyInstance,
  body: ExtendSubscriptionsBody,
  actorId: string,
): Promise<
  ({ preview: true } & CompensationPreview) | { preview: false; compensation: Compensation }
> {
  const filter = filterOf(body);
  const repo = createCompensationsRepository(app.db);
  if (body.preview) return { preview: true, ...(await repo.preview(filter, new Date())) };
  const row = await inTransaction(app.db, async (tx) => {
    const within = createCompensationsRepository(tx);
    const made = await within.insert({
      idempotencyKey: body.idempotencyKey,
      reason: body.reason,
      hours: body.hours,
      serviceIds: filter.serviceIds,
      serviceNames: await within.packageNames(filter.serviceIds ?? []),
      activeAt: filter.activeAt,
      createdBy: actorId,
    });
    if (!made) return within.byKey(body.idempotencyKey);
    await enqueueJob(
      tx,
      compensateJob,
      { compensationId: made.id },
      {
        label: `Extend subscriptions by ${formatHours(made.hours)}`,
        dedupeKey: `compensate:${made.id}`,
      },
    );
    return made;
  });
  const shown = await repo.one(row!.id);
  return { preview: false, compensation: compensationView(shown!.compensation, shown!.by) };
}

/**
 * Takes a compensation back within 24 hours: each end it moved goes back where nothing moved
 * it since, the connector is told the end, and one audit row counts them.
 */
export async function undoCompensation(
  app: FastifyInstance,
  id: string,
  actorId: string,
  now = new Date(),
): Promise<Compensation> {
  await inTransaction(app.db, async (tx) => {
    const repo = createCompensationsRepository(tx);
    const row = await repo.lock(id);
    if (!row) throw notFound('Extension not found');
    if (row.state === 'running')
      throw conflict('This extension is still running: undo it once it is done');
    if (row.state === 'undone') throw conflict('This extension was already undone');
    if (now > undoDeadline(row))
      throw conflict(`An extension can only be undone within ${COMPENSATION_UNDO_HOURS} hours`);
    const back = await repo.undo(row);
    await accessAfterExtensions(app, tx, back);
    await recordAudit(tx, {
      actorId,
      action: 'subscriptions.extend.undo',
      entityType: 'compensation',
      entityId: row.id,
      before: { hours: row.hours, count: row.count },
      after: { count: back.length },
    });
  });
  const shown = await createCompensationsRepository(app.db).one(id);
  return compensationView(shown!.compensation, shown!.by);
}
