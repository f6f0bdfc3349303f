import {
  CreateFinanceEntryBodySchema,
  DeletedAnswerSchema,
  FINANCE_CSV_COLUMNS,
  FinanceEntryAnswerSchema,
  FinanceEntryListAnswerSchema,
  FinanceEntryListQuerySchema,
  FinanceSummaryAnswerSchema,
  FinanceSummaryQuerySchema,
  IdParamsSchema,
  InvoiceExportQuerySchema,
  UpdateFinanceEntryBodySchema,
  errorAnswers,
  type FinanceSummary,
} from '@streamfront/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvStream, type CsvCell } from '../../lib/csv.ts';
import { invoiceRegisterCsv } from '../invoices/invoices.csv.ts';
import { createInvoicesRepository } from '../invoices/invoices.repository.ts';
import { createFinanceRepository } from './finance.repository.ts';
import {
  createEntry,
  deleteEntry,
  financeSummary,
  summaryRange,
  updateEntry,
} from './finance.service.ts';

/**
 * The summary as a spreadsheet: one row per period, then `Total`. Amounts stay integer minor
 * units, as in the orders export, with the currency on every row (decision record 026).
 */
function csvRows(summary: FinanceSummary): (readonly CsvCell[])[] {
  const cells = (period: string, money: FinanceSummary['totals']) =>
    FINANCE_CSV_COLUMNS.map((column) =>
      column === 'period' ? period : column === 'currency' ? summary.currency : money[column],
    );
  return [...summary.periods.map((row) => cells(row.period, row)), cells('Total', summary.totals)];
}

async function* each<T>(items: T[]) {
  yield* items;
}

/** Registered inside the admin scope, whose hook has already checked the role. */
export async function adminFinanceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createFinanceRepository(app.db);
  const errors = errorAnswers(401, 403, 404, 422);

  r.get(
    '/finance/summary',
    {
      schema: {
        tags: ['admin: finance'],
        querystring: FinanceSummaryQuerySchema,
        response: { 200: FinanceSummaryAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await financeSummary(app.db, request.query),
    }),
  );

  r.get(
    '/finance/export.csv',
    {
      schema: {
        tags: ['admin: finance'],
        querystring: FinanceSummaryQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const summary = await financeSummary(app.db, request.query);
      const name = `finance-${summary.currency}-${summary.from}-to-${summary.to}-by-${summary.groupBy}.csv`;
      // The answer is CSV text, not an object the route's schemas would serialise.
      const raw: FastifyReply = reply;
      return raw
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csvStream(FINANCE_CSV_COLUMNS, each(csvRows(summary))));
    },
  );

  // The books' other half: every invoice and credit note of the period, by number.
  r.get(
    '/finance/invoices.csv',
    {
      schema: {
        tags: ['admin: finance'],
        querystring: InvoiceExportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      // Months: the register is a list, not a chart, so a period of years is fine.
      const range = summaryRange({ ...request.query, groupBy: 'month' });
      const name = `invoices-${range.from}-to-${range.to}.csv`;
      const raw: FastifyReply = reply;
      return raw
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(invoiceRegisterCsv(createInvoicesRepository(app.db), range, request.query.currency));
    },
  );

  r.get(
    '/finance/entries',
    {
      schema: {
        tags: ['admin: finance'],
        querystring: FinanceEntryListQuerySchema,
        response: { 200: FinanceEntryListAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { items, total } = await repo.listEntries(request.query);
      const { page, pageSize } = request.query;
      return { success: true as const, data: items, meta: { page, pageSize, total } };
    },
  );

  r.post(
    '/finance/entries',
    {
      schema: {
        tags: ['admin: finance'],
        body: CreateFinanceEntryBodySchema,
        response: { 201: FinanceEntryAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await createEntry(app.db, request.auth!.userId, request.body);
      return reply.code(201).send({ success: true as const, data: entry });
    },
  );

  r.patch(
    '/finance/entries/:id',
    {
      schema: {
        tags: ['admin: finance'],
        params: IdParamsSchema,
        body: UpdateFinanceEntryBodySchema,
        response: { 200: FinanceEntryAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateEntry(app.db, request.auth!.userId, request.params.id, request.body),
    }),
  );

  r.delete(
    '/finance/entries/:id',
    {
      schema: {
        tags: ['admin: finance'],
        params: IdParamsSchema,
        response: { 200: DeletedAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await deleteEntry(app.db, request.auth!.userId, id);
      return { success: true as const, data: { _id: id, id, deleted: true as const } };
    },
  );
}
