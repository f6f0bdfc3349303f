import {
  BUSINESS_CSV_COLUMNS,
  BUSINESS_FIGURES,
  BUSINESS_RATES,
  BusinessQuerySchema,
  BusinessReportAnswerSchema,
  errorAnswers,
  type BusinessFigures,
  type BusinessReport,
} from '@streamfront/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvStream, neutralise, type CsvCell } from '../../lib/csv.ts';
import { businessReport } from './business.service.ts';

const RATES: ReadonlySet<string> = new Set(BUSINESS_RATES);

/** A share as a fraction to four places (0.0833); empty when there was nothing to divide by. */
const cellOf = (figure: keyof BusinessFigures, value: number | null): CsvCell =>
  value === null ? '' : RATES.has(figure) ? Number(value.toFixed(4)) : value;

/**
 * The report as a spreadsheet: one row per month, then `Total`, the fixed figures first and
 * then each package's revenue. Money in integer minor units, as the finance export writes it.
 */
function csvOf(report: BusinessReport) {
  // Package names are the admins' own text, and here they are column headings.
  const header = [
    ...BUSINESS_CSV_COLUMNS,
    ...report.packages.map((pkg) => neutralise(`revenue: ${pkg.serviceName}`)),
  ];
  const row = (label: string, figures: BusinessFigures, revenues: number[]): CsvCell[] => [
    label,
    report.currency,
    ...BUSINESS_FIGURES.map((figure) => cellOf(figure, figures[figure])),
    ...revenues,
  ];
  const rows = [
    ...report.months.map((month, i) =>
      row(
        month.month,
        month,
        report.packages.map((pkg) => pkg.months[i]!.revenue),
      ),
    ),
    row(
      'Total',
      report.totals,
      report.packages.map((pkg) => pkg.revenue),
    ),
  ];
  async function* each() {
    yield* rows;
  }
  return csvStream(header, each());
}

/** Registered inside the admin scope, whose hook has already checked the role. */
export async function adminBusinessRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = errorAnswers(401, 403, 422);

  r.get(
    '/business',
    {
      schema: {
        tags: ['admin: business'],
        querystring: BusinessQuerySchema,
        response: { 200: BusinessReportAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await businessReport(app.db, request.query),
    }),
  );

  r.get(
    '/business/export.csv',
    {
      schema: {
        tags: ['admin: business'],
        querystring: BusinessQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const report = await businessReport(app.db, request.query);
      const name = `business-${report.currency}-${report.from}-to-${report.to}.csv`;
      // The answer is CSV text, not an object the route's schemas would serialise.
      const raw: FastifyReply = reply;
      return raw
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csvOf(report));
    },
  );
}
