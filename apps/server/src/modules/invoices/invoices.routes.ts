import {
  CacheBustSchema,
  IdParamsSchema,
  errorAnswers,
  invoiceFileName,
  type InvoiceKind,
} from '@streamfront/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { InvoiceRow } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { createInvoicesRepository, type InvoicesRepository } from './invoices.repository.ts';

const ORDER_NOT_FOUND = 'Order not found';
const NOT_ISSUED: Record<InvoiceKind, string> = {
  invoice: 'This order has no invoice yet: it is issued when the payment is received',
  credit_note: 'This order has no credit note: one is issued when a paid order is refunded',
};

/** The two documents an order may have, each at its own path. */
const DOCUMENTS: [path: string, kind: InvoiceKind][] = [
  ['/orders/:id/invoice.pdf', 'invoice'],
  ['/orders/:id/credit-note.pdf', 'credit_note'],
];

/** A document found for the caller, or the 404 that says why there is none. */
function documentOrNotFound(
  found: { order: string | undefined; document: InvoiceRow | undefined; orderNumber?: string },
  kind: InvoiceKind,
) {
  if (!found.order) throw notFound(ORDER_NOT_FOUND);
  if (!found.document) throw notFound(NOT_ISSUED[kind]);
  return found.document;
}

/** Streams the document's PDF, saved under its number. */
async function sendPdf(
  repo: InvoicesRepository,
  reply: FastifyReply,
  document: InvoiceRow,
  orderNumber: string,
) {
  const refersTo = document.refersTo
    ? ((await repo.byId(document.refersTo))?.number ?? null)
    : null;
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${invoiceFileName(document.number)}"`)
    .header('cache-control', 'private, no-store')
    .send(renderInvoicePdf({ document, orderNumber, refersTo }));
}

/** A signed-in customer's own documents: another customer's order answers 404. */
export async function invoicesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createInvoicesRepository(app.db);
  app.addHook('onRequest', app.authenticate);
  const errors = errorAnswers(401, 404, 422);

  for (const [path, kind] of DOCUMENTS) {
    r.get(
      path,
      {
        schema: {
          tags: ['orders'],
          params: IdParamsSchema,
          querystring: CacheBustSchema,
          response: errors,
        },
      },
      async (request, reply) => {
        const found = await repo.forCustomer(request.params.id, request.auth!.userId, kind);
        const document = documentOrNotFound(found, kind);
        // The answer is a byte stream, not an object the route's schemas would serialise.
        const raw: FastifyReply = reply;
        return sendPdf(repo, raw, document, found.orderNumber!);
      },
    );
  }
}

/** Registered inside the admin scope, whose hook has already checked the role. */
export async function adminInvoicesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createInvoicesRepository(app.db);
  const errors = errorAnswers(401, 403, 404, 422);

  for (const [path, kind] of DOCUMENTS) {
    r.get(
      path,
      {
        schema: {
          tags: ['admin: orders'],
          params: IdParamsSchema,
          querystring: CacheBustSchema,
          response: errors,
        },
      },
      async (request, reply) => {
        const found = await repo.forAdmin(request.params.id, kind);
        const document = documentOrNotFound(found, kind);
        const raw: FastifyReply = reply;
        return sendPdf(repo, raw, document, found.orderNumber!);
      },
    );
  }
}
