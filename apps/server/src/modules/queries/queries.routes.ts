import { CONTACT_RECEIVED_MESSAGE, ContactBodySchema } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import { publicFormRoute } from '../../plugins/public-forms.ts';
import { createQueriesRepository } from './queries.repository.ts';

/** The contact page form (`/contact`): becomes an open query in the back-office inbox. */
export async function contactRoutes(app: FastifyInstance) {
  const repo = createQueriesRepository(app.db);
  publicFormRoute(app, {
    url: '/contact',
    body: ContactBodySchema,
    save: (fields, submitter) => repo.create({ ...fields, ...submitter, source: 'contact' }),
    notice: (query) => ({
      type: 'contact',
      title: 'New contact message',
      message: `${query.name}: ${query.subject ?? 'No subject'}`,
      link: '/admin/queries',
    }),
    receipt: () => CONTACT_RECEIVED_MESSAGE,
  });
}
