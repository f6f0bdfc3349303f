import { z } from 'zod';
import {
  IsoDateSchema,
  PageQuerySchema,
  listSchema,
  okSchema,
  SearchQuerySchema,
  sortQuerySchema,
  toOneLine,
} from './common.ts';

export const HighlightSchema = z.enum(['live_tv', 'sports', 'vod']);
export type Highlight = z.infer<typeof HighlightSchema>;

export const ServiceSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** Integer minor units (cents) of `currency`. */
  price: z.number().int(),
  currency: z.string(),
  periodMonths: z.number().int(),
  maxDevices: z.number().int(),
  features: z.array(z.string()),
  highlights: z.array(HighlightSchema),
  popular: z.boolean(),
  active: z.boolean(),
  /** A free trial's length in hours; 0: no trial (decision 055). */
  trialHours: z.number().int(),
  sortOrder: z.number().int(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type Service = z.infer<typeof ServiceSchema>;

export const ServiceAnswerSchema = okSchema(ServiceSchema);
export type ServiceAnswer = z.infer<typeof ServiceAnswerSchema>;
/** `GET /api/services`: the active packages, all of them, in display order. */
export const ServiceListAnswerSchema = okSchema(z.array(ServiceSchema));
export type ServiceListAnswer = z.infer<typeof ServiceListAnswerSchema>;

/** The admin list's sort keys (`-` in front for descending). */
export const SERVICE_SORT_KEYS = [
  'sortOrder',
  'name',
  'price',
  'periodMonths',
  'createdAt',
] as const;
export const ServiceSortSchema = sortQuerySchema(SERVICE_SORT_KEYS, 'sortOrder');
export type ServiceSort = z.infer<typeof ServiceSortSchema>;

/** `GET /api/admin/services`: one page of every package, hidden ones too. */
export const ServiceListQuerySchema = PageQuerySchema.extend({
  /** Matches the name or the description, case-insensitively. */
  q: SearchQuerySchema,
  /** `true`: shown in the catalogue; `false`: hidden. Absent: both. */
  active: z.enum(['true', 'false']).optional(),
  sort: ServiceSortSchema,
}).strict();
export type ServiceListQuery = z.infer<typeof ServiceListQuerySchema>;
export type ServiceListQueryInput = z.input<typeof ServiceListQuerySchema>;

export const AdminServiceListAnswerSchema = listSchema(ServiceSchema);
export type AdminServiceListAnswer = z.infer<typeof AdminServiceListAnswerSchema>;

/** `POST /api/admin/services/:id/move`: one step up or down in the display order. */
export const ServiceMoveBodySchema = z
  .object({ direction: z.enum(['up', 'down'], "Direction must be 'up' or 'down'") })
  .strict();
export type ServiceMoveBody = z.infer<typeof ServiceMoveBodySchema>;

/** A package's free trial: whole hours up to 30 days; 0 turns it off. */
export const TRIAL_HOURS_MAX = 720;
const TRIAL_HOURS_MESSAGE = `A trial is a whole number of hours from 0 to ${TRIAL_HOURS_MAX}`;
export const TrialHoursSchema = z
  .number(TRIAL_HOURS_MESSAGE)
  .int(TRIAL_HOURS_MESSAGE)
  .min(0, TRIAL_HOURS_MESSAGE)
  .max(TRIAL_HOURS_MAX, TRIAL_HOURS_MESSAGE);

export const ServiceCreateBodySchema = z
  .object({
    name: z.string().overwrite(toOneLine).min(1, 'Name is required').max(120),
    description: z.string().trim().max(2000).default(''),
    price: z
      .number('Price must be a number')
      .int('Price must be a whole number of minor units')
      .min(0, 'Price cannot be negative')
      .max(100_000_000),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter ISO code')
      .default('USD'),
    periodMonths: z.number().int().min(1, 'Period must be at least 1 month').max(60),
    maxDevices: z.number().int().min(1, 'At least one device').max(20),
    features: z.array(z.string().trim().min(1).max(200)).max(30).default([]),
    highlights: z.array(HighlightSchema).max(3).default([]),
    popular: z.boolean().default(false),
    active: z.boolean().default(true),
    trialHours: TrialHoursSchema.default(0),
    /** Left out: the new package goes last in the display order. */
    sortOrder: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();
export type ServiceCreateBody = z.infer<typeof ServiceCreateBodySchema>;

/** PATCH takes any subset; defaults must not fill in fields the caller left out. */
export const ServiceUpdateBodySchema = z
  .object({
    name: ServiceCreateBodySchema.shape.name,
    description: z.string().trim().max(2000),
    price: ServiceCreateBodySchema.shape.price,
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter ISO code'),
    periodMonths: ServiceCreateBodySchema.shape.periodMonths,
    maxDevices: ServiceCreateBodySchema.shape.maxDevices,
    features: z.array(z.string().trim().min(1).max(200)).max(30),
    highlights: z.array(HighlightSchema).max(3),
    popular: z.boolean(),
    active: z.boolean(),
    trialHours: TrialHoursSchema,
    sortOrder: z.number().int().min(0).max(10_000),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type ServiceUpdateBody = z.infer<typeof ServiceUpdateBodySchema>;
