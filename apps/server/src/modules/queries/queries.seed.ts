import type { TranscriptEntry } from '@streamfront/contract';
import { asc, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstAdmin } from '../../db/seed.ts';
import { queries, queryMessages, queryNotes, users } from '../../db/schema/index.ts';

const HOUR = 3_600_000;

type Step = { author: 'customer' | 'admin'; body: string; hoursAfter: number };

interface DemoQuery {
  /** Index into the demo customers, or the visitor's own name and email. */
  from: number | { name: string; email: string };
  source: 'contact' | 'chat' | 'customer';
  status: 'open' | 'answered' | 'closed';
  subject: string;
  message: string;
  hoursAgo: number;
  assigned?: boolean;
  transcript?: [sender: 'user' | 'bot', text: string][];
  thread?: Step[];
  notes?: string[];
}

const DEMO: DemoQuery[] = [
  {
    from: { name: 'Lena Fischer', email: 'lena.fischer@example.net' },
    source: 'contact',
    status: 'open',
    subject: 'Can I pay by bank transfer?',
    message:
      'Hello, I would like to order the Sports package for a year but I do not use cards. Can I pay by bank transfer, and how long does it take to start?',
    hoursAgo: 2,
  },
  {
    from: 0,
    source: 'contact',
    status: 'answered',
    subject: 'Family package on two TVs',
    message:
      'We have the Family package. Can my daughter watch on her own TV in her student flat while we watch at home?',
    hoursAgo: 30,
    assigned: true,
    thread: [
      {
        author: 'admin',
        body: 'Hi Amelia, yes: the Family package streams on up to four screens at once, wherever they are. Sign in with the same account on her TV app and she is set.',
        hoursAfter: 3,
      },
    ],
    notes: ['Long-time customer, renews every month. Mentioned a student discount in passing.'],
  },
  {
    from: { name: 'Chat visitor', email: 'sam.rivera@example.org' },
    source: 'chat',
    status: 'open',
    subject: 'Chat hand-over',
    message: 'The football channel freezes every few minutes on my smart TV',
    hoursAgo: 5,
    transcript: [
      ['user', 'hi, the football channel freezes every few minutes on my smart TV'],
      [
        'bot',
        'Sorry to hear that! Freezing usually comes from the connection: try a wired cable or move the router closer, and restart the app.',
      ],
      ['user', 'already did all that, still freezing'],
      [
        'bot',
        "I'd be happy to put you in touch with a member of our team. What's your email address?",
      ],
      ['user', 'sam.rivera@example.org'],
    ],
  },
  {
    from: 1,
    source: 'customer',
    status: 'open',
    subject: 'Order still pending after payment',
    message:
      'I paid for the Premium package yesterday by bank transfer, but my order still says pending. Reference BC-2231.',
    hoursAgo: 26,
    assigned: true,
    thread: [
      {
        author: 'admin',
        body: 'Thanks Bruno, transfers take one business day to reach us. I will check again this afternoon and activate it as soon as it arrives.',
        hoursAfter: 2,
      },
      {
        author: 'customer',
        body: 'Thank you. The bank says the money left my account this morning, in case that helps.',
        hoursAfter: 20,
      },
    ],
    notes: ['Bank statement shows nothing yet; check again at 16:00.'],
  },
  {
    from: { name: 'Marta Silva', email: 'marta.silva@example.com' },
    source: 'contact',
    status: 'closed',
    subject: 'Refund for a double charge',
    message: 'I was charged twice for the same month. Could you refund one of the payments?',
    hoursAgo: 24 * 6,
    thread: [
      {
        author: 'admin',
        body: 'Hello Marta, you are right, the second payment was a duplicate. The refund is on its way and should show within five business days.',
        hoursAfter: 4,
      },
    ],
    notes: ['Refund issued through the payment provider, reference RF-0932.'],
  },
  {
    from: 2,
    source: 'chat',
    status: 'answered',
    subject: 'Chat hand-over',
    message: 'Do you show the cycling grand tours live?',
    hoursAgo: 50,
    transcript: [
      ['user', 'Do you show the cycling grand tours live?'],
      [
        'bot',
        'I\'m not sure about that one. Would you like to talk to a person? Choose "Talk to a person" below.',
      ],
      ['user', 'Talk to a person'],
      ['bot', 'Thanks! A member of our team will reply as soon as possible.'],
    ],
    thread: [
      {
        author: 'admin',
        body: 'Hi Chloé, all three grand tours are live on the Sports package, every stage from the start.',
        hoursAfter: 1,
      },
    ],
  },
  {
    from: { name: 'Owen Price', email: 'owen@pricebar.example.com' },
    source: 'contact',
    status: 'open',
    subject: 'Showing matches in a sports bar',
    message:
      'I run a small sports bar. Is there a business licence to show your live football on two screens for customers?',
    hoursAgo: 9,
    assigned: true,
    notes: ['Business licences are not on the price list yet: ask the owner before replying.'],
  },
  {
    from: 3,
    source: 'customer',
    status: 'answered',
    subject: 'Buffering in the evening',
    message:
      'Between 8 and 10 pm the picture drops to low quality and buffers. Mornings are fine. Is it on your side?',
    hoursAgo: 72,
    thread: [
      {
        author: 'admin',
        body: 'Hi Dmitri, our servers were fine in those hours. Evening dips usually come from busy home Wi-Fi; a wired connection or the 5 GHz network should fix it. Tell us if it does not.',
        hoursAfter: 5,
      },
    ],
  },
];

/**
 * Demo questions on a fresh install: every source and status, replies, notes and a chat
 * transcript, some from the demo customers so their /account shows the thread. Skipped when
 * there are no demo customers (a shop that already had customers, see orders.seed.ts).
 */
export async function seedQueries(db: Db, now = new Date()): Promise<void> {
  const customers = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(like(users.email, '%.demo%@example.com'))
    .orderBy(asc(users.createdAt));
  if (customers.length < 4) return;
  const admin = await firstAdmin(db);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);

  for (const demo of DEMO) {
    const who = typeof demo.from === 'number' ? customers[demo.from]! : null;
    const createdAt = at(demo.hoursAgo);
    const steps = demo.thread ?? [];
    const lastReply = steps.filter((s) => s.author === 'admin').at(-1);
    const lastStep = steps.at(-1);
    const transcript: TranscriptEntry[] | null = demo.transcript
      ? demo.transcript.map(([sender, text], i) => ({
          sender,
          text,
          at: new Date(createdAt.getTime() - (demo.transcript!.length - i) * 60_000).toISOString(),
        }))
      : null;
    const [row] = await db
      .insert(queries)
      .values({
        name: who?.name ?? (demo.from as { name: string }).name,
        email: who?.email ?? (demo.from as { email: string }).email,
        userId: who?.id ?? null,
        subject: demo.subject,
        message: demo.message,
        transcript,
        source: demo.source,
        status: demo.status,
        reply: lastReply?.body ?? null,
        repliedAt: lastReply ? at(demo.hoursAgo - lastReply.hoursAfter) : null,
        assigneeId: demo.assigned ? (admin?.id ?? null) : null,
        createdAt,
        updatedAt: lastStep ? at(demo.hoursAgo - lastStep.hoursAfter) : createdAt,
      })
      .returning({ id: queries.id });
    for (const step of steps) {
      await db.insert(queryMessages).values({
        queryId: row!.id,
        author: step.author,
        authorId: step.author === 'admin' ? (admin?.id ?? null) : null,
        body: step.body,
        createdAt: at(demo.hoursAgo - step.hoursAfter),
      });
    }
    for (const [i, body] of (demo.notes ?? []).entries()) {
      await db.insert(queryNotes).values({
        queryId: row!.id,
        authorId: admin?.id ?? null,
        body,
        createdAt: at(demo.hoursAgo - 1 - i),
      });
    }
  }
}

export const queriesSeedStep = { name: 'queries:v1', run: (db: Db) => seedQueries(db) };
