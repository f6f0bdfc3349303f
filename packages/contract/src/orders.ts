import { z } from 'zod';
import {
  IsoDateSchema,
  PageQuerySchema,
  RecordIdsSchema,
  listSchema,
  okSchema,
  DateBoundSchema,
  SearchQuerySchema,
  sortQuerySchema,
} from './common.ts';

// ---- Orders --------------------------------------------------------------------------

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'active',
  'expired',
  'cancelled',
  'refunded',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES, 'Unknown order status');
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** How each status reads in the back-office (orders, renewals, the dashboard). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  active: 'Active',
  expired: 'Expired',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** How each status reads to the customer who placed the order (their account page). */
export const CUSTOMER_ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  ...ORDER_STATUS_LABELS,
  pending: 'Awaiting payment',
};

/**
 * The only moves an order may make: pending → paid → active → expired, or cancelled
 * (before it runs) / refunded (once paid). The admin page offers exactly these; the server
 * refuses the rest with 409.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['active', 'refunded', 'cancelled'],
  active: ['expired', 'refunded'],
  expired: [],
  cancelled: [],
  refunded: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean =>
  ORDER_TRANSITIONS[from].includes(to);

/** How the customer chose to pay: by hand (bank transfer, terminal, reseller) or by card online. */
export const PAYMENT_METHODS = ['manual', 'card'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, 'Choose how to pay');
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** What payment was actually seen for an order: an admin's "Mark paid", or the card processor. */
export const PAID_WITH = [
  'bank_transfer',
  'card_terminal',
  'cash',
  'reseller',
  'card',
  'other',
] as const;
export const PaidWithSchema = z.enum(PAID_WITH, 'Choose the payment that was seen');
export type PaidWith = z.infer<typeof PaidWithSchema>;
export const PAID_WITH_LABELS: Record<PaidWith, string> = {
  bank_transfer: 'Bank transfer',
  card_terminal: 'Card terminal',
  cash: 'Cash',
  reseller: 'Reseller',
  card: 'Card (online)',
  other: 'Other',
};

/** What an admin's "Mark paid" may record: every payment but the card processor's own. */
export const MANUAL_PAID_WITH = PAID_WITH.filter(
  (method): method is Exclude<PaidWith, 'card'> => method !== 'card',
);
export const ManualPaidWithSchema = z.enum(MANUAL_PAID_WITH, 'Choose how the customer paid');
export type ManualPaidWith = z.infer<typeof ManualPaidWithSchema>;

const PAYMENT_NOTE_NEEDED = 'Say what payment you saw, e.g. the transfer reference and date';

/** The admin's words on the payment seen, so a later look can find it in the bank or the till. */
export const PaymentNoteSchema = z
  .string(PAYMENT_NOTE_NEEDED)
  .trim()
  .min(1, PAYMENT_NOTE_NEEDED)
  .max(500, 'Payment note must be at most 500 characters');

/** The questions "Mark paid" asks (the admin page's dialog): both required. */
export const MarkPaidFieldsSchema = z.object({
  paidWith: ManualPaidWithSchema,
  paymentNote: PaymentNoteSchema,
});
export type MarkPaidFields = z.infer<typeof MarkPaidFieldsSchema>;

/**
 * Who or what moved an order when no person did: the card processor's webhook, the job that
 * cancels unpaid orders, the subscription sweep. Null on a timeline entry: a person (`by`).
 */
export const ORDER_ACTOR_SYSTEMS = [
  'card_processor',
  'unpaid_expiry',
  'sweep',
  'account_closure',
] as const;
export type OrderActorSystem = (typeof ORDER_ACTOR_SYSTEMS)[number];
export const ORDER_ACTOR_SYSTEM_LABELS: Record<OrderActorSystem, string> = {
  card_processor: 'Card processor',
  unpaid_expiry: 'Unpaid-order expiry',
  sweep: 'Subscription sweep',
  account_closure: 'Account closed',
};

/** An invoice, or the credit note a refund produces. */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

const PersonSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type OrderPerson = z.infer<typeof PersonSchema>;

/** One status change, as the customer sees it. */
export const OrderTimelineEntrySchema = z.object({
  from: OrderStatusSchema.nullable(),
  to: OrderStatusSchema,
  at: IsoDateSchema,
});
export type OrderTimelineEntry = z.infer<typeof OrderTimelineEntrySchema>;

/** The same with who made it and their note: admins only. */
export const AdminOrderTimelineEntrySchema = OrderTimelineEntrySchema.extend({
  by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** What moved the order when no person did (the card processor, a job); null: a person. */
  system: z.enum(ORDER_ACTOR_SYSTEMS).nullable(),
  note: z.string().nullable(),
});
export type AdminOrderTimelineEntry = z.infer<typeof AdminOrderTimelineEntrySchema>;

/** Money in integer minor units of `currency`, computed by the server only. */
export const OrderSchema = RecordIdsSchema.extend({
  orderNumber: z.string(),
  /** Null once the package itself has been deleted; `serviceName` keeps what was bought. */
  serviceId: z.uuid().nullable(),
  serviceName: z.string(),
  periodMonths: z.number().int(),
  status: OrderStatusSchema,
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  promoCode: z.string().nullable(),
  startsAt: IsoDateSchema.nullable(),
  expiresAt: IsoDateSchema.nullable(),
  /** The order this one renews, when it is a renewal. */
  renewalOf: z.uuid().nullable(),
  /** A free trial: never paid, nothing to renew (decision 055). */
  trial: z.boolean(),
  /** How the customer chose to pay at checkout. */
  paymentMethod: PaymentMethodSchema,
  /** What payment was seen; null until it is paid. */
  paidWith: PaidWithSchema.nullable(),
  /** The invoice issued when it was paid (`2026-000123`); null: not paid (or paid before invoices). */
  invoiceNumber: z.string().nullable(),
  /** The credit note its refund or cancellation issued (`CN-2026-000124`); else null. */
  creditNoteNumber: z.string().nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
  timeline: z.array(OrderTimelineEntrySchema),
});
export type Order = z.infer<typeof OrderSchema>;

export const AdminOrderSchema = OrderSchema.extend({
  customer: PersonSchema,
  /** The back-office's own note; never sent to the customer. */
  note: z.string().nullable(),
  /** The admin's words on the payment seen with "Mark paid" (`paidWith` says how); else null. */
  paymentNote: z.string().nullable(),
  /** Why an admin must look at this order (a card payment that differs from the total); null: nothing. */
  attention: z.string().nullable(),
  timeline: z.array(AdminOrderTimelineEntrySchema),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/** Orders placed or renewed per address (`POST /api/orders`, `POST /api/orders/:id/renew`). */
export const ORDER_PLACING_RATE_LIMIT = { max: 20, windowMinutes: 1 } as const;

/** What the billing address at checkout may hold (printed on the invoice). */
export const BILLING_ADDRESS_MAX = 500;

/**
 * `POST /api/orders`: the package, an optional code, how to pay (manual unless said) and an
 * optional billing address. No price: the server computes it.
 */
export const CreateOrderBodySchema = z
  .object({
    serviceId: z.uuid('Choose a package'),
    promoCode: z
      .string()
      .trim()
      .max(40, 'Promo code must be at most 40 characters')
      .optional()
      .transform((code) => (code ? code : undefined)),
    paymentMethod: PaymentMethodSchema.default('manual'),
    billingAddress: z
      .string()
      .trim()
      .max(BILLING_ADDRESS_MAX, `Billing address must be at most ${BILLING_ADDRESS_MAX} characters`)
      .optional()
      .transform((address) => (address ? address : undefined)),
  })
  .strict();
export type CreateOrderBody = z.input<typeof CreateOrderBodySchema>;

export const OrderAnswerSchema = okSchema(OrderSchema);
export type OrderAnswer = z.infer<typeof OrderAnswerSchema>;

/**
 * The answer to `POST /api/orders`: the order and, for a card order, the card processor's
 * checkout page the customer is sent to.
 */
export const PlacedOrderSchema = OrderSchema.extend({ checkoutUrl: z.string().optional() });
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;
export const PlacedOrderAnswerSchema = okSchema(PlacedOrderSchema);
export type PlacedOrderAnswer = z.infer<typeof PlacedOrderAnswerSchema>;

/** `GET /api/orders/mine`: newest first. */
export const MyOrdersQuerySchema = PageQuerySchema;
export const OrderListAnswerSchema = listSchema(OrderSchema);
export type OrderListAnswer = z.infer<typeof OrderListAnswerSchema>;

export const ADMIN_ORDER_SORT_KEYS = [
  'createdAt',
  'orderNumber',
  'total',
  'status',
  'expiresAt',
] as const;

const AdminOrderFilterFields = {
  q: SearchQuerySchema,
  status: OrderStatusSchema.optional(),
  serviceId: z.uuid('Package id must be a UUID').optional(),
  from: DateBoundSchema.optional(),
  to: DateBoundSchema.optional(),
  sort: sortQuerySchema(ADMIN_ORDER_SORT_KEYS, '-createdAt'),
};

/** `GET /api/admin/orders`: search by order number, email or name; filters; sort; page. */
export const AdminOrderListQuerySchema = PageQuerySchema.extend(AdminOrderFilterFields).strict();
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;

/** `GET /api/admin/orders/export.csv`: the same filters and sort, every matching row. */
export const AdminOrderExportQuerySchema = PageQuerySchema.omit({ page: true, pageSize: true })
  .extend(AdminOrderFilterFields)
  .strict();
export type AdminOrderExportQuery = z.infer<typeof AdminOrderExportQuerySchema>;

export const AdminOrderAnswerSchema = okSchema(AdminOrderSchema);
export const AdminOrderListAnswerSchema = listSchema(AdminOrderSchema);
export type AdminOrderListAnswer = z.infer<typeof AdminOrderListAnswerSchema>;

export const UpdateOrderBodySchema = z
  .object({
    status: OrderStatusSchema.optional(),
    /**
     * The status the admin saw when choosing the move. When another admin has moved the order
     * since, the change is refused (409) instead of being applied to an order it was not
     * meant for: a cancel clicked on a pending order must not void a payment taken meanwhile.
     */
    from: OrderStatusSchema.optional(),
    note: z.string().trim().max(2000, 'Note must be at most 2000 characters').nullable().optional(),
    /** Required with `status: 'paid'` (an admin's "Mark paid"), refused with any other move. */
    paidWith: ManualPaidWithSchema.optional(),
    paymentNote: PaymentNoteSchema.optional(),
  })
  .strict()
  .refine((body) => body.status !== undefined || body.note !== undefined, {
    message: 'Nothing to update',
  })
  .superRefine((body, context) => {
    // A payment is recorded only with the move to paid, and that move always records one.
    for (const field of ['paidWith', 'paymentNote'] as const) {
      if (body.status === 'paid' && body[field] === undefined) {
        const message = field === 'paidWith' ? 'Choose how the customer paid' : PAYMENT_NOTE_NEEDED;
        context.addIssue({ code: 'custom', path: [field], message });
      } else if (body.status !== 'paid' && body[field] !== undefined) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: 'Only given when marking the order paid',
        });
      }
    }
  });
export type UpdateOrderBody = z.infer<typeof UpdateOrderBodySchema>;

/** The columns of the CSV export, in order. */
export const ORDER_CSV_COLUMNS = [
  'orderNumber',
  'createdAt',
  'status',
  'customerName',
  'customerEmail',
  'package',
  'subtotal',
  'discount',
  'total',
  'currency',
  /** How it was paid, as PAID_WITH_LABELS says it; empty until paid. */
  'paidWith',
  'promoCode',
  'startsAt',
  'expiresAt',
  'invoiceNumber',
  'creditNoteNumber',
] as const;
