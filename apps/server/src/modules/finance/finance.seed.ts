import type { Db } from '../../db/client.ts';
import { firstAdmin } from '../../db/seed.ts';
import { financeEntries } from '../../db/schema/index.ts';
import { hasCustomers } from '../orders/orders.seed.ts';
import { addDays, dayIn } from './periods.ts';

type DemoEntry = {
  daysAgo: number;
  kind: 'income' | 'expense';
  category: string;
  amount: number;
  note: string | null;
};

/** Three months of a small streaming shop's own money, beside the demo orders. */
const DEMO_ENTRIES: DemoEntry[] = [
  {
    daysAgo: 88,
    kind: 'expense',
    category: 'Hosting',
    amount: 48_900,
    note: 'CDN and origin servers',
  },
  {
    daysAgo: 85,
    kind: 'expense',
    category: 'Content licences',
    amount: 320_000,
    note: 'Sports channel bundle, quarterly',
  },
  {
    daysAgo: 80,
    kind: 'income',
    category: 'Reseller commission',
    amount: 18_450,
    note: 'Corner shop resellers',
  },
  {
    daysAgo: 74,
    kind: 'expense',
    category: 'Marketing',
    amount: 25_000,
    note: 'Social ads, football season',
  },
  {
    daysAgo: 70,
    kind: 'income',
    category: 'Advertising',
    amount: 42_000,
    note: 'Pre-roll spots on free channels',
  },
  {
    daysAgo: 62,
    kind: 'expense',
    category: 'Payment fees',
    amount: 3_127,
    note: 'Card terminal fees',
  },
  {
    daysAgo: 58,
    kind: 'expense',
    category: 'Hosting',
    amount: 51_340,
    note: 'CDN and origin servers',
  },
  { daysAgo: 52, kind: 'income', category: 'Reseller commission', amount: 21_990, note: null },
  {
    daysAgo: 47,
    kind: 'expense',
    category: 'Content licences',
    amount: 87_500,
    note: 'VOD catalogue top-up',
  },
  {
    daysAgo: 41,
    kind: 'expense',
    category: 'Marketing',
    amount: 12_000,
    note: 'Newsletter sponsorship',
  },
  {
    daysAgo: 38,
    kind: 'income',
    category: 'Advertising',
    amount: 39_500,
    note: 'Half-time sponsor',
  },
  {
    daysAgo: 33,
    kind: 'expense',
    category: 'Payment fees',
    amount: 2_864,
    note: 'Card terminal fees',
  },
  {
    daysAgo: 28,
    kind: 'expense',
    category: 'Hosting',
    amount: 53_775,
    note: 'CDN and origin servers',
  },
  { daysAgo: 24, kind: 'income', category: 'Reseller commission', amount: 24_310, note: null },
  {
    daysAgo: 19,
    kind: 'expense',
    category: 'Marketing',
    amount: 30_000,
    note: 'Derby weekend campaign',
  },
  {
    daysAgo: 15,
    kind: 'income',
    category: 'Advertising',
    amount: 45_250,
    note: 'Pre-roll spots on free channels',
  },
  {
    daysAgo: 11,
    kind: 'expense',
    category: 'Content licences',
    amount: 320_000,
    note: 'Sports channel bundle, quarterly',
  },
  {
    daysAgo: 7,
    kind: 'expense',
    category: 'Payment fees',
    amount: 3_412,
    note: 'Card terminal fees',
  },
  {
    daysAgo: 4,
    kind: 'income',
    category: 'Reseller commission',
    amount: 9_870,
    note: 'Partial month',
  },
  {
    daysAgo: 2,
    kind: 'expense',
    category: 'Hosting',
    amount: 4_990,
    note: 'Extra transcoding for a big match',
  },
];

/**
 * Demo income and expenses on a fresh install only (the same rule as the demo orders): a shop
 * that upgrades must not find made-up money in its books.
 */
export async function seedFinance(db: Db, now = new Date()): Promise<void> {
  if (await hasCustomers(db)) return;
  const admin = await firstAdmin(db);
  const today = dayIn('UTC', now);
  await db.insert(financeEntries).values(
    DEMO_ENTRIES.map(({ daysAgo, ...entry }) => ({
      ...entry,
      date: addDays(today, -daysAgo),
      currency: 'USD',
      createdBy: admin?.id ?? null,
    })),
  );
}

export const financeSeedStep = { name: 'finance:v1', run: (db: Db) => seedFinance(db) };
