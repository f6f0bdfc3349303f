import {
  PROBLEM_TYPE_LABELS,
  CONTENT_REPORT_RECEIVED_MESSAGE,
  ContentReportBodySchema,
  ErrorBodySchema,
  SubmissionAnswerSchema,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicFormRouteOptions, submitterEmail } from '../../plugins/public-forms.ts';
import { createContentReportsRepository } from './content-reports.repository.ts';

const errors = { 413: ErrorBodySchema, 422: ErrorBodySchema, 429: ErrorBodySchema };

/** The `/report-content` form: a problem with a channel, title or page. */
export async function publicContentReportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createContentReportsRepository(app.db);

  r.post(
    '/content-reports',
    {
      ...publicFormRouteOptions,
      preHandler: app.identify,
      schema: {
        tags: ['forms'],
        body: ContentReportBodySchema,
        response: { 201: SubmissionAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, ...fields } = request.body;
      const report = await repo.create({
        ...fields,
        email: submitterEmail(email, request.auth),
        userId: request.auth?.userId ?? null,
      });
      await app.notify.adminsAfterSave({
        type: 'content_report',
        title: 'New content report',
        message: `${PROBLEM_TYPE_LABELS[report.problemType]}: ${report.subject}`,
        link: '/admin/report-content',
      });
      return reply.code(201).send({
        success: true as const,
        data: { _id: report.id, id: report.id, message: CONTENT_REPORT_RECEIVED_MESSAGE },
      });
    },
  );
}
