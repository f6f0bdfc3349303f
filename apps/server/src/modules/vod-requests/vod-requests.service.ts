import type { VodRequest, VodRequestStatus, VodRequester } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { announceRecordChange } from '../../plugins/realtime/index.ts';
import { quoted } from '../../lib/customer-text.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { vodRequestOutcomeMail } from '../mail/templates/index.ts';
import { queueWebhookEvent } from '../webhooks/queue-webhook.ts';
import type { NotificationInput } from '../notifications/notify.ts';
import {
  createVodRequestsRepository,
  vodRequestSummary,
  type NewVodRequest,
  type RequestOutcome,
} from './vod-requests.repository.ts';

/**
 * A visitor's request: it joins the title's requesters, creating the title the first time,
 * which is when `vod_request.created` goes to the webhooks (in the same transaction).
 */
export function requestTitle(app: FastifyInstance, input: NewVodRequest): Promise<RequestOutcome> {
  return inTransaction(app.db, async (tx) => {
    const outcome = await createVodRequestsRepository(tx).request(input);
    const { request } = outcome;
    if (outcome.created)
      await queueWebhookEvent(
        app,
        tx,
        'vod_request.created',
        {
          id: request.id,
          title: request.title,
          type: request.type,
          year: request.year,
          email: input.email,
          userId: input.userId,
          note: input.note ?? null,
          createdAt: request.createdAt,
        },
        { idempotencyKey: `${request.id}.vod_request.created` },
      );
    return outcome;
  });
}

/** What the people who asked are told when a title reaches a status; nothing for the others. */
interface Tidings {
  /** The notification of those with an account. */
  notice: NotificationInput;
  /** Who gets an email: everyone (`all`) or those without an account. */
  mailTo: 'all' | 'guests';
  outcome: 'added' | 'approved' | 'rejected';
}

/**
 * Decision 030: approved and rejected tell each person once (a notification with an account,
 * an email without); added tells everyone by email too, since that is the news they waited for.
 */
function tidingsFor(request: VodRequest, status: VodRequestStatus): Tidings | null {
  const note = request.noteToCustomer;
  const title = quoted(request.title);
  if (status === 'added') {
    const message = note ?? `${title} is now in our catalogue. Enjoy watching!`;
    return {
      notice: { type: 'success', title: `${title} is now available`, message },
      mailTo: 'all',
      outcome: status,
    };
  }
  if (status === 'rejected') {
    const message = note ?? `We are sorry: we cannot add ${title} at the moment.`;
    return {
      notice: { type: 'warning', title: `About your request for ${title}`, message },
      mailTo: 'guests',
      outcome: status,
    };
  }
  if (status === 'approved') {
    const message = note ?? `We are working on adding ${title}; we will tell you once it is in.`;
    return {
      notice: { type: 'info', title: `${title} has been approved`, message },
      mailTo: 'guests',
      outcome: status,
    };
  }
  return null;
}

/** The mails of `tidings`, queued with the change's transaction: one per address. */
async function queueOutcomeMails(
  app: FastifyInstance,
  tx: Db,
  request: VodRequest,
  requesters: VodRequester[],
  tidings: Tidings,
): Promise<void> {
  const mailed = new Set<string>();
  for (const requester of requesters) {
    const mail = tidings.mailTo === 'all' || !requester.userId;
    if (!mail || mailed.has(requester.email)) continue;
    mailed.add(requester.email);
    await queueMail(app, tx, {
      template: vodRequestOutcomeMail,
      to: requester.email,
      userId: requester.userId,
      params: { title: request.title, outcome: tidings.outcome, note: request.noteToCustomer },
    });
  }
}

/**
 * Tells the accounts among the people who asked for a title about its new status. Called
 * after the change committed; a failure is logged per person and never undoes the change
 * nor stops the others being told.
 */
async function notifyRequesters(
  app: FastifyInstance,
  request: VodRequest,
  requesters: VodRequester[],
  tidings: Tidings,
): Promise<void> {
  const accounts = new Set(requesters.flatMap((requester) => requester.userId ?? []));
  await Promise.all(
    [...accounts].map(async (account) => {
      try {
        await app.notify.user(account, tidings.notice);
      } catch (error) {
        app.log.error({ err: error, requestId: request.id }, 'notifying a requester failed');
      }
    }),
  );
}

/**
 * An admin's change to a title: its status and/or the note to the people who asked. The row
 * is locked, written and audited in one transaction; the requesters are told and the other
 * admins' pages refreshed once it has committed.
 */
export async function changeVodRequest(
  app: FastifyInstance,
  input: {
    id: string;
    actorId: string;
    status?: VodRequestStatus | undefined;
    noteToCustomer?: string | null | undefined;
  },
): Promise<void> {
  const { before, after, requesters, tidings } = await inTransaction(app.db, async (tx: Db) => {
    const repo = createVodRequestsRepository(tx);
    const before = await repo.lock(input.id);
    if (!before) throw notFound('VOD request not found');
    const statusChanges = input.status !== undefined && input.status !== before.status;
    const noteChanges =
      input.noteToCustomer !== undefined && input.noteToCustomer !== before.noteToCustomer;
    if (!statusChanges && !noteChanges)
      return { before, after: before, requesters: [], tidings: null };
    const after = await repo.update(before.id, {
      ...(statusChanges ? { status: input.status } : {}),
      ...(noteChanges ? { noteToCustomer: input.noteToCustomer } : {}),
    });
    await recordAudit(tx, {
      actorId: input.actorId,
      action: statusChanges ? 'vod_request.status' : 'vod_request.note',
      entityType: 'vod_request',
      entityId: before.id,
      before: vodRequestSummary(before),
      after: vodRequestSummary(after),
      keep: ['title'],
    });
    const requesters = statusChanges ? await repo.requesters(before.id) : [];
    const tidings = statusChanges ? tidingsFor(after, after.status) : null;
    if (tidings) await queueOutcomeMails(app, tx, after, requesters, tidings);
    return { before, after, requesters, tidings };
  });
  if (after === before) return;
  announceRecordChange(app, 'vod_request', after.id);
  if (tidings) await notifyRequesters(app, after, requesters, tidings);
}
