import {
  CONTENT_REPORT_RECEIVED_MESSAGE,
  CacheBustSchema,
  ContentReportBodySchema,
  ContentReportGroupAnswerSchema,
  ContentReportListAnswerSchema,
  ContentReportListQuerySchema,
  ContentReportUpdateBodySchema,
  IdParamsSchema,
  PROBLEM_TYPE_LABELS,
  errorAnswers,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/http-errors.ts';
import { publicFormRoute } from '../../plugins/public-forms.ts';
import { createContentReportsRepository } from './content-reports.repository.ts';
import { changeReportGroup, submitContentReport } from './content-reports.service.ts';

const NOT_FOUND = 'Content report not found';

/** The `/report-content` form: a problem with a channel, title or page. */
export async function publicContentReportsRoutes(app: FastifyInstance) {
  publicFormRoute(app, {
    url: '/content-reports',
    body: ContentReportBodySchema,
    save: (fields, submitter) => submitContentReport(app, { ...fields, ...submitter }),
    notice: (report) => ({
      type: 'content_report',
      title: 'New content report',
      message: `${PROBLEM_TYPE_LABELS[report.problemType]}: ${report.subject}`,
      link: `/admin/report-content?report=${report.id}`,
    }),
    receipt: () => CONTENT_REPORT_RECEIVED_MESSAGE,
  });
}

/**
 * Registered inside the admin scope, whose hook has already checked the role. The list has
 * one row per problem; `:id` is any report of the problem (the list gives its first).
 */
export async function adminContentReportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createContentReportsRepository(app.db);
  const errors = errorAnswers(401, 403, 404, 422);

  r.get(
    '/content-reports',
    {
      schema: {
        tags: ['admin: content reports'],
        querystring: ContentReportListQuerySchema,
        response: { 200: ContentReportListAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { items, total } = await repo.list(request.query);
      const { page, pageSize } = request.query;
      return { success: true as const, data: items, meta: { page, pageSize, total } };
    },
  );

  r.get(
    '/content-reports/:id',
    {
      schema: {
        tags: ['admin: content reports'],
        params: IdParamsSchema,
        querystring: CacheBustSchema,
        response: { 200: ContentReportGroupAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const detail = await repo.detail(request.params.id);
      if (!detail) throw notFound(NOT_FOUND);
      return { success: true as const, data: detail };
    },
  );

  r.patch(
    '/content-reports/:id',
    {
      schema: {
        tags: ['admin: content reports'],
        params: IdParamsSchema,
        body: ContentReportUpdateBodySchema,
        response: { 200: ContentReportGroupAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const groupId = await changeReportGroup(app, {
        id: request.params.id,
        actorId: request.auth!.userId,
        ...request.body,
      });
      return { success: true as const, data: (await repo.detail(groupId))! };
    },
  );
}
