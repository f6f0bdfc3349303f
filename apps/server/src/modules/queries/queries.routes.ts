import { CONTACT_RECEIVED_MESSAGE, ContactBodySchema } from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import { publicFormRoute } from '../../plugins/public-forms.ts';
import { inTransaction } from '../../db/transaction.ts';
import { createQueriesRepository } from './queries.repository.ts';
import { queueQueryCreated } from './queries.service.ts';

/**
 * The contact page form (`/contact`): becomes an open query in the back-office inbox. Sent by
 * a signed-in customer it is their question (DESIGN §4): it belongs to their account, where
 * they read the answer, and admins are told with a `query` notice rather than `contact`.
 */
export async function contactRoutes(app: FastifyInstance) {
  publicFormRoute(app, {
    url: '/contact',
    body: ContactBodySchema,
    save: (fields, submitter) =>
      inTransaction(app.db, async (tx) => {
        const query = await createQueriesRepository(tx).create({
          ...fields,
          ...submitter,
          source: submitter.userId ? 'customer' : 'contact',
        });
        await queueQueryCreated(app, tx, query);
        return query;
      }),
    notice: (query) => ({
      type: query.source === 'customer' ? 'query' : 'contact',
      title: query.source === 'customer' ? 'New question from a customer' : 'New contact message',
      message: `${query.name}: ${query.subject ?? 'No subject'}`,
      link: '/admin/queries',
    }),
    receipt: () => CONTACT_RECEIVED_MESSAGE,
  });
}
