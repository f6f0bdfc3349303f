import {
  DeletedAnswerSchema,
  IdParamsSchema,
  PromoCheckAnswerSchema,
  PromoCodeAnswerSchema,
  PromoCodeCreateBodySchema,
  PromoCodeListAnswerSchema,
  PromoCodeListQuerySchema,
  PromoCodeUpdateBodySchema,
  ValidatePromoCodeBodySchema,
  errorAnswers,
  promoCodeIssues,
  promoRefusalMessage,
  PROMO_CHECK_RATE_LIMIT,
} from '@streamfront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound, unprocessable } from '../../plugins/http-errors.ts';
import { recordAudit } from '../audit-log/audit.ts';
import { createPromoCodesRepository, promoSummary } from './promo-codes.repository.ts';
import { routeRateLimit } from '../../lib/route-rate-limit.ts';

const CODE_TAKEN = { code: ['This code already exists'] };

/** Checking a code as it is typed at checkout; sign-in optional (then "already used by you" counts). */
export async function publicPromoCodesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createPromoCodesRepository(app.db);

  r.post(
    '/promo-codes/validate',
    {
      onRequest: app.identify,
      config: routeRateLimit(PROMO_CHECK_RATE_LIMIT),
      schema: {
        tags: ['promo codes'],
        body: ValidatePromoCodeBodySchema,
        response: { 200: PromoCheckAnswerSchema, ...errorAnswers(422, 429) },
      },
    },
    async (request) => {
      const { code, serviceId } = request.body;
      const service = await repo.saleablePackage(serviceId);
      if (!service) throw unprocessable({ serviceId: ['This package is not available'] });
      const decision = await repo.check(code, service, request.auth?.userId ?? null);
      if (!decision.ok) {
        return {
          success: true as const,
          data: {
            valid: false as const,
            reason: decision.reason,
            message: promoRefusalMessage(decision.reason, decision.codeCurrency),
          },
        };
      }
      return {
        success: true as const,
        data: {
          valid: true as const,
          code: decision.promo.code,
          discountType: decision.promo.discountType,
          discountValue: decision.promo.discountValue,
          subtotal: service.price,
          discount: decision.discount,
          total: service.price - decision.discount,
          currency: service.currency,
        },
      };
    },
  );
}

/** Registered inside the admin scope, whose hook has already checked the role. */
export async function adminPromoCodesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createPromoCodesRepository(app.db);
  const errors = errorAnswers(401, 403, 404, 409, 422);

  r.get(
    '/promo-codes',
    {
      schema: {
        tags: ['admin: promo codes'],
        querystring: PromoCodeListQuerySchema,
        response: { 200: PromoCodeListAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { items, total } = await repo.list(request.query);
      const { page, pageSize } = request.query;
      return { success: true as const, data: items, meta: { page, pageSize, total } };
    },
  );

  r.post(
    '/promo-codes',
    {
      schema: {
        tags: ['admin: promo codes'],
        body: PromoCodeCreateBodySchema,
        response: { 201: PromoCodeAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await inTransaction(app.db, async (tx) => {
        const txRepo = createPromoCodesRepository(tx);
        if (await txRepo.codeTaken(request.body.code))
          throw conflict('This code already exists', CODE_TAKEN);
        const promo = await txRepo.create(request.body);
        await recordAudit(tx, {
          actorId: request.auth!.userId,
          action: 'promo_code.create',
          entityType: 'promo_code',
          entityId: promo.id,
          after: promoSummary(promo),
        });
        return promo;
      });
      return reply.code(201).send({ success: true as const, data: created });
    },
  );

  r.patch(
    '/promo-codes/:id',
    {
      schema: {
        tags: ['admin: promo codes'],
        params: IdParamsSchema,
        body: PromoCodeUpdateBodySchema,
        response: { 200: PromoCodeAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await inTransaction(app.db, async (tx) => {
        const txRepo = createPromoCodesRepository(tx);
        const before = await txRepo.get(request.params.id);
        if (!before) throw notFound('Promo code not found');
        // The two-field rules again, on the record as it would become.
        const issues = promoCodeIssues({ ...before, ...request.body });
        if (Object.keys(issues).length > 0) throw unprocessable(issues);
        if (request.body.code && (await txRepo.codeTaken(request.body.code, before.id))) {
          throw conflict('This code already exists', CODE_TAKEN);
        }
        const after = (await txRepo.update(before.id, request.body))!;
        await recordAudit(tx, {
          actorId: request.auth!.userId,
          action: 'promo_code.update',
          entityType: 'promo_code',
          entityId: before.id,
          before: promoSummary(before),
          after: promoSummary(after),
          // A new discount value reads as money or percent only beside its type and currency.
          keep: before.discountValue === after.discountValue ? [] : ['discountType', 'currency'],
        });
        return after;
      });
      return { success: true as const, data: updated };
    },
  );

  r.delete(
    '/promo-codes/:id',
    {
      schema: {
        tags: ['admin: promo codes'],
        params: IdParamsSchema,
        response: { 200: DeletedAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await inTransaction(app.db, async (tx) => {
        const txRepo = createPromoCodesRepository(tx);
        const before = await txRepo.get(id);
        if (!before || !(await txRepo.remove(id))) throw notFound('Promo code not found');
        await recordAudit(tx, {
          actorId: request.auth!.userId,
          action: 'promo_code.delete',
          entityType: 'promo_code',
          entityId: id,
          before: { ...promoSummary(before), uses: before.uses },
        });
      });
      return { success: true as const, data: { _id: id, id, deleted: true as const } };
    },
  );
}
