import {
  AdminCustomerAnswerSchema,
  AdminCustomerListAnswerSchema,
  AdminCustomerListQuerySchema,
  DATA_RIGHTS_MESSAGES,
  IdParamsSchema,
  errorAnswers,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../plugins/http-errors.ts';
import { closeAccount } from '../data-rights/close-account.ts';
import { createCustomersRepository } from './customers.repository.ts';

const tags = ['admin: customers'];

/**
 * Admin → Customers: every customer account, and closing one for its owner (decision 060),
 * exactly as the customer's own "Close my account" does, audited with the admin as actor.
 */
export async function adminCustomersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createCustomersRepository(app.db);

  r.get(
    '/customers',
    {
      schema: {
        tags,
        querystring: AdminCustomerListQuerySchema,
        response: { 200: AdminCustomerListAnswerSchema, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await repo.list(request.query);
      const { page, pageSize } = request.query;
      return { success: true as const, data: items, meta: { page, pageSize, total } };
    },
  );

  r.post(
    '/customers/:id/close',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: AdminCustomerAnswerSchema, ...errorAnswers(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await closeAccount(app, {
        userId: id,
        actorId: request.auth!.userId,
        // Admins end their own accounts elsewhere: the back-office must keep its people.
        allowed: (account) => {
          if (account.role !== 'user') throw conflict(DATA_RIGHTS_MESSAGES.adminAccount);
        },
      });
      const closed = await repo.one(id);
      if (!closed) throw notFound(DATA_RIGHTS_MESSAGES.customerNotFound);
      return { success: true as const, data: closed };
    },
  );
}
