import type { VodRequestStatus, VodType } from '@streamfront/contract';
import type { Db } from '../../db/client.ts';
import { vodRequesters, vodRequests } from '../../db/schema/index.ts';
import { matchKey } from '../../lib/match-key.ts';
import { demoCustomers } from '../orders/orders.seed.ts';

const DAY = 86_400_000;

interface DemoTitle {
  /** As each requester typed it: the first is the title kept. */
  asked: string[];
  type: VodType;
  year: number | null;
  status: VodRequestStatus;
  noteToCustomer?: string;
  /** How many days ago the first request came. */
  daysAgo: number;
  /** A requester's own words, for the first one. */
  note?: string;
}

const TITLES: DemoTitle[] = [
  {
    asked: [
      'Dune: Part Two',
      'dune part two',
      'Dune Part 2',
      'DUNE: PART TWO (2024)',
      'Dune - Part Two',
      'dune: part two',
    ],
    type: 'movie',
    year: 2024,
    status: 'pending',
    daysAgo: 12,
    note: 'In 4K with Dolby Atmos if possible.',
  },
  {
    asked: ['Severance', 'severance', 'SEVERANCE (2022)', 'Severance!', 'severance'],
    type: 'series',
    year: 2022,
    status: 'pending',
    daysAgo: 20,
  },
  {
    asked: ['Shōgun', 'Shogun', 'shogun (2024)', 'SHOGUN'],
    type: 'series',
    year: 2024,
    status: 'approved',
    noteToCustomer: 'We have the rights; all episodes arrive next month.',
    daysAgo: 30,
  },
  {
    asked: ['The Bear', 'the bear', 'The Bear (2022)'],
    type: 'series',
    year: 2022,
    status: 'added',
    noteToCustomer: 'Every season is now in the Series section.',
    daysAgo: 45,
  },
  {
    asked: ['Oppenheimer', 'oppenheimer', 'OPPENHEIMER'],
    type: 'movie',
    year: 2023,
    status: 'added',
    noteToCustomer: 'Now streaming in 4K.',
    daysAgo: 40,
  },
  {
    asked: ['Past Lives', 'past lives'],
    type: 'movie',
    year: 2023,
    status: 'pending',
    daysAgo: 6,
    note: 'With English subtitles, please.',
  },
  {
    asked: ['Slow Horses', 'slow horses (2022)'],
    type: 'series',
    year: 2022,
    status: 'approved',
    daysAgo: 25,
  },
  {
    asked: ['Anatomy of a Fall', 'Anatomy Of A Fall'],
    type: 'movie',
    year: 2023,
    status: 'pending',
    daysAgo: 3,
  },
  {
    asked: ['The Holdovers'],
    type: 'movie',
    year: 2023,
    status: 'pending',
    daysAgo: 1,
  },
  {
    asked: ['Midnight Festival Director’s Cut'],
    type: 'movie',
    year: null,
    status: 'rejected',
    noteToCustomer: 'This cut is not licensed for streaming in your region.',
    daysAgo: 35,
  },
];

const GUESTS = ['sam.rivera', 'li.wei', 'noor.ali', 'tom.becker', 'ines.duarte', 'kofi.mensah'];

/**
 * Titles customers asked for, each by one to six people (some signed in, some not), in every
 * status, so the VOD requests desk and the dashboard have something to show on first start.
 * Only on the fresh install whose demo customers the orders seed made.
 */
export async function seedVodRequests(db: Db, now = new Date()): Promise<void> {
  const customers = await demoCustomers(db);
  if (customers.length === 0) return;
  for (const [t, title] of TITLES.entries()) {
    const first = new Date(now.getTime() - title.daysAgo * DAY);
    // Each later request a few hours to a day after the one before.
    const askedAt = title.asked.map(
      (_, i) => new Date(first.getTime() + (i * (title.daysAgo * DAY)) / (title.asked.length + 1)),
    );
    const [row] = await db
      .insert(vodRequests)
      .values({
        title: title.asked[0]!,
        titleKey: matchKey(title.asked[0]!),
        type: title.type,
        year: title.year,
        status: title.status,
        noteToCustomer: title.noteToCustomer ?? null,
        lastRequestedAt: askedAt.at(-1)!,
        createdAt: first,
        updatedAt: title.status === 'pending' ? first : askedAt.at(-1)!,
      })
      .onConflictDoNothing()
      .returning({ id: vodRequests.id });
    if (!row) continue;
    await db
      .insert(vodRequesters)
      .values(
        title.asked.map((_, i) => {
          // Every other requester was signed in; the rest left an address.
          const customer = i % 2 === 0 ? customers[(t + i) % customers.length] : undefined;
          return {
            requestId: row.id,
            email: customer?.email ?? `${GUESTS[(t + i) % GUESTS.length]}.${t}@example.com`,
            userId: customer?.id ?? null,
            note: i === 0 ? (title.note ?? null) : null,
            createdAt: askedAt[i]!,
          };
        }),
      )
      .onConflictDoNothing();
  }
}

export const vodRequestsSeedStep = {
  name: 'vod-requests:v1',
  run: (db: Db) => seedVodRequests(db),
};
