import type { Db } from '../../db/client.ts';
import { eq } from 'drizzle-orm';
import { promoCodes, users } from '../../db/schema/index.ts';

const DAY = 86_400_000;

/** A few codes in every state the admin page shows: running, limited, expired, upcoming, off. */
export async function seedPromoCodes(db: Db, now = new Date()): Promise<void> {
  // A shop that already has customers upgrades without codes it never made (orders.seed.ts).
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'user'))
    .limit(1);
  if (customer) return;
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  await db
    .insert(promoCodes)
    .values([
      { code: 'WELCOME10', discountType: 'percent', discountValue: 10, maxUsesPerCustomer: 1 },
      {
        code: 'SPORTS5',
        discountType: 'fixed',
        discountValue: 500,
        currency: 'USD',
        validFrom: at(-45),
        validUntil: at(30),
        maxUses: 50,
        maxUsesPerCustomer: 1,
      },
      {
        code: 'VIP25',
        discountType: 'percent',
        discountValue: 25,
        maxUses: 5,
        maxUsesPerCustomer: 1,
      },
      {
        code: 'SUMMER20',
        discountType: 'percent',
        discountValue: 20,
        validFrom: at(-120),
        validUntil: at(-62),
        maxUsesPerCustomer: 1,
      },
      {
        code: 'NEWYEAR15',
        discountType: 'percent',
        discountValue: 15,
        validFrom: at(30),
        validUntil: at(60),
        maxUsesPerCustomer: 1,
      },
      { code: 'STAFF50', discountType: 'percent', discountValue: 50, active: false },
    ])
    .onConflictDoNothing();
}

export const promoCodesSeedStep = { name: 'promo-codes:v1', run: (db: Db) => seedPromoCodes(db) };
