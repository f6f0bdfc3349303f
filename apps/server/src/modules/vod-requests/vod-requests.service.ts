import type { VodRequest, VodRequestStatus, VodRequester } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { announceRecordChange } from '../../plugins/realtime/index.ts';
import { quoted } from '../../lib/customer-text.ts';
import { recordAudit } from '../audit-log/audit.ts';
import type { NotificationInput } from '../notifications/notify.ts';
import {
  createVodRequestsRepository,
  vodRequestSummary,
  type NewVodRequest,
  type RequestOutcome,
} from './vod-requests.repository.ts';

/** A visitor's request: it joins the title's requesters, creating the title the first time. */
export function requestTitle(app: FastifyInstance, input: NewVodRequest): Promise<RequestOutcome> {
  return inTransaction(app.db, (tx) => createVodRequestsRepository(tx).request(input));
}

/** What the people who asked are told when a title reaches a status; nothing for the others. */
interface Tidings {
  /** The notification of those with an account. */
  notice: NotificationInput;
  /** Who gets an email: everyone (`all`) or those without an account. */
  mailTo: 'all' | 'guests';
  subject: string;
  text: string;
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
      subject: `${title} is now available`,
      text: `Hello,\n\nYou asked us to add ${title}. It is now available to watch.\n${
        note ? `\n${note}\n` : ''
      }\nThank you for the suggestion.\n`,
    };
  }
  if (status === 'rejected') {
    const message = note ?? `We are sorry: we cannot add ${title} at the moment.`;
    return {
      notice: { type: 'warning', title: `About your request for ${title}`, message },
      mailTo: 'guests',
      subject: `About your request for ${title}`,
      text: `Hello,\n\nThank you for asking us to add ${title}.\n\n${message}\n`,
    };
  }
  if (status === 'approved') {
    const message = note ?? `We are working on adding ${title}; we will tell you once it is in.`;
    return {
      notice: { type: 'info', title: `${title} has been approved`, message },
      mailTo: 'guests',
      subject: `${title} has been approved`,
      text: `Hello,\n\nThank you for asking us to add ${title}.\n\n${message}\n`,
    };
  }
  return null;
}

/**
 * Tells the people who asked for a title about its new status: a notification for each
 * account, mail as `tidingsFor` says. Called after the change committed; a failure is
 * logged per person and never undoes the change nor stops the others being told.
 */
async function tellRequesters(
  app: FastifyInstance,
  request: VodRequest,
  requesters: VodRequester[],
  status: VodRequestStatus,
): Promise<void> {
  const tidings = tidingsFor(request, status);
  if (!tidings) return;
  const notified = new Set<string>();
  await Promise.all(
    requesters.map(async (requester) => {
      const account = requester.userId;
      if (account && !notified.has(account)) {
        notified.add(account);
        try {
          await app.notify.user(account, tidings.notice);
        } catch (error) {
          app.log.error({ err: error, requestId: request.id }, 'notifying a requester failed');
        }
      }
      const mail = tidings.mailTo === 'all' || (tidings.mailTo === 'guests' && !account);
      if (mail)
        await app.mail.send({ to: requester.email, subject: tidings.subject, text: tidings.text });
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
  const { before, after, requesters } = await inTransaction(app.db, async (tx: Db) => {
    const repo = createVodRequestsRepository(tx);
    const before = await repo.lock(input.id);
    if (!before) throw notFound('VOD request not found');
    const statusChanges = input.status !== undefined && input.status !== before.status;
    const noteChanges =
      input.noteToCustomer !== undefined && input.noteToCustomer !== before.noteToCustomer;
    if (!statusChanges && !noteChanges) return { before, after: before, requesters: [] };
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
    return { before, after, requesters: statusChanges ? await repo.requesters(before.id) : [] };
  });
  if (after === before) return;
  announceRecordChange(app, 'vod_request', after.id);
  if (after.status !== before.status) await tellRequesters(app, after, requesters, after.status);
}
