import { z } from 'zod';
import { AuditEntrySchema } from './audit-log.ts';
import { CacheBustSchema, okSchema } from './common.ts';
import { TimeZoneSchema } from './finance.ts';
import { OrderStatusSchema } from './orders.ts';

/** `GET /api/admin/dashboard`: months and days are those of `timeZone`. */
export const DashboardQuerySchema = CacheBustSchema.extend({
  timeZone: TimeZoneSchema.default('UTC'),
}).strict();
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

/**
 * Today's figures. Revenue is the finance summary's `net` (paid − discounts − refunds) in
 * `currency`, so the dashboard and the finance page never disagree.
 */
export const DashboardSchema = z.object({
  currency: z.string(),
  counts: z.object({
    pendingOrders: z.number().int(),
    activeSubscriptions: z.number().int(),
    /** Active subscriptions whose expiry is within the next 7 days. */
    expiringIn7Days: z.number().int(),
    openQueries: z.number().int(),
    pendingVodRequests: z.number().int(),
    openContentReports: z.number().int(),
  }),
  revenue: z.object({
    /** From the first of this month to now. */
    thisMonth: z.number().int(),
    /** The same days of last month, for a fair comparison. */
    lastMonthToDate: z.number().int(),
    /** All of last month. */
    lastMonth: z.number().int(),
  }),
  /** Net revenue per day, the last 30 days, oldest first, days without sales included. */
  revenueLast30Days: z.array(z.object({ day: z.iso.date(), net: z.number().int() })),
  /** The latest admin changes (the audit log's newest rows). */
  recentActivity: z.array(AuditEntrySchema),
  /** The newest orders, whatever their status. */
  recentOrders: z.array(
    z.object({
      id: z.uuid(),
      orderNumber: z.string(),
      customerName: z.string(),
      serviceName: z.string(),
      total: z.number().int(),
      currency: z.string(),
      status: OrderStatusSchema,
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
export const DashboardAnswerSchema = okSchema(DashboardSchema);
export type DashboardAnswer = z.infer<typeof DashboardAnswerSchema>;
