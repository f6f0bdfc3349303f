import type {
  AdminEvent,
  AdminQueryDetail,
  Order,
  PromoCode,
  Service,
} from '@streamfront/contract';
import { jsonResponse } from './http';

/** What `GET /api/auth/validate` answers for a signed-in person (riley@example.com by default). */
export function validateAnswer(
  patch: { role?: string; name?: string; email?: string; emailVerified?: boolean } = {},
) {
  const { role = 'user', name = 'Riley', email = 'riley@example.com' } = patch;
  const emailVerified = patch.emailVerified ?? true;
  return jsonResponse(200, {
    success: true,
    data: { _id: 'user-1', id: 'user-1', email, name, role, photo: null, emailVerified },
  });
}

/** A package as the public catalogue sends it. */
export const SPORTS_MAX: Service = {
  _id: '7f0c5a52-08b5-4b6c-9c69-0a8f0d4a6a11',
  id: '7f0c5a52-08b5-4b6c-9c69-0a8f0d4a6a11',
  name: 'Sports Max',
  description: 'Every league, every match.',
  price: 2999,
  currency: 'USD',
  periodMonths: 1,
  maxDevices: 3,
  features: ['4K streams'],
  highlights: ['sports'],
  popular: true,
  active: true,
  trialHours: 0,
  sortOrder: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/**
 * What an order of one month of Sports Max at its list price says it bought and cost; the
 * order tests spread it and set the rest (ids, status, dates) for the case at hand.
 */
export const SPORTS_MAX_MONTH = {
  serviceName: 'Sports Max',
  periodMonths: 1,
  subtotal: 2999,
  discount: 0,
  total: 2999,
  currency: 'USD',
  promoCode: null,
} satisfies Partial<Order>;

/** An event as the admin schedule sends it (no uploaded image: the sport's badge shows). */
export const MONACO_GP: AdminEvent = {
  _id: '2b7d9a0e-5c1f-4f53-9a57-2f0a3c1e9b10',
  id: '2b7d9a0e-5c1f-4f53-9a57-2f0a3c1e9b10',
  title: 'Monaco Grand Prix',
  sport: 'Motorsport',
  competition: 'Formula 1 World Championship',
  participants: [],
  startsAt: '2026-11-28T19:00:00.000Z',
  endsAt: '2026-11-28T21:00:00.000Z',
  channel: 'Streamfront Sports 1',
  status: 'scheduled',
  featured: true,
  imageUrl: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** A query of the admin inbox with its thread, numbered to tell several apart. */
export function adminQuery(n: number, patch: Partial<AdminQueryDetail> = {}): AdminQueryDetail {
  const id = `9a1c5a52-08b5-4b6c-9c69-0a8f0d4a6a${String(n).padStart(2, '0')}`;
  return {
    _id: id,
    id,
    name: `Person ${n}`,
    email: `p${n}@example.com`,
    userId: null,
    subject: `Question ${n}`,
    message: `Message body ${n}`,
    transcript: null,
    source: 'contact',
    status: 'open',
    reply: null,
    repliedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    assigneeId: null,
    assigneeName: null,
    messageCount: 0,
    messages: [],
    notes: [],
    delivery: { account: false, email: true, chat: false },
    ...patch,
  };
}

/** A promo code of the admin list, numbered to tell several apart. */
export function promoCode(n: number, patch: Partial<PromoCode> = {}): PromoCode {
  const id = `6e0c5a52-08b5-4b6c-9c69-0a8f0d4a6a${String(n).padStart(2, '0')}`;
  return {
    _id: id,
    id,
    code: `CODE${n}`,
    discountType: 'percent',
    discountValue: 20,
    currency: null,
    validFrom: null,
    validUntil: '2026-12-31T23:59:59.999Z',
    maxUses: 100,
    maxUsesPerCustomer: 1,
    serviceIds: [],
    active: true,
    uses: 7,
    revenue: 12345,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...patch,
  };
}
