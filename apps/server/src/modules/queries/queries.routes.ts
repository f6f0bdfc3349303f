import {
  CONTACT_RECEIVED_MESSAGE,
  ContactBodySchema,
  ErrorBodySchema,
  SubmissionAnswerSchema,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicFormRouteOptions, submitterEmail } from '../../plugins/public-forms.ts';
import { createQueriesRepository } from './queries.repository.ts';

const errors = { 413: ErrorBodySchema, 422: ErrorBodySchema, 429: ErrorBodySchema };

/** The contact page form (`/contact`): becomes an open query in the back-office inbox. */
export async function contactRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createQueriesRepository(app.db);

  r.post(
    '/contact',
    {
      ...publicFormRouteOptions,
      preHandler: app.identify,
      schema: {
        tags: ['forms'],
        body: ContactBodySchema,
        response: { 201: SubmissionAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { name, email, subject, message } = request.body;
      const query = await repo.create({
        name,
        email: submitterEmail(email, request.auth),
        userId: request.auth?.userId ?? null,
        subject,
        message,
        source: 'contact',
      });
      await app.notify.adminsAfterSave({
        type: 'contact',
        title: 'New contact message',
        message: `${query.name}: ${query.subject ?? 'No subject'}`,
        link: '/admin/queries',
      });
      return reply.code(201).send({
        success: true as const,
        data: { _id: query.id, id: query.id, message: CONTACT_RECEIVED_MESSAGE },
      });
    },
  );
}
