import {
  CONTENT_REPORT_RECEIVED_MESSAGE,
  ContentReportBodySchema,
  PROBLEM_TYPE_LABELS,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import { publicFormRoute } from '../../plugins/public-forms.ts';
import { createContentReportsRepository } from './content-reports.repository.ts';

/** The `/report-content` form: a problem with a channel, title or page. */
export async function publicContentReportsRoutes(app: FastifyInstance) {
  const repo = createContentReportsRepository(app.db);
  publicFormRoute(app, {
    url: '/content-reports',
    body: ContentReportBodySchema,
    save: (fields, submitter) => repo.create({ ...fields, ...submitter }),
    notice: (report) => ({
      type: 'content_report',
      title: 'New content report',
      message: `${PROBLEM_TYPE_LABELS[report.problemType]}: ${report.subject}`,
      link: '/admin/report-content',
    }),
    receipt: () => CONTENT_REPORT_RECEIVED_MESSAGE,
  });
}
