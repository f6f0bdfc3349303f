import type { ContentReportStatus, ProblemType } from '@streamfront/contract';
import type { Db } from '../../db/client.ts';
import { contentReports } from '../../db/schema/index.ts';
import { matchKey } from '../../lib/match-key.ts';
import { demoCustomers } from '../orders/orders.seed.ts';

const HOUR = 3_600_000;

interface DemoReport {
  subject: string;
  problemType: ProblemType;
  details: string;
  hoursAgo: number;
  status: ContentReportStatus;
  statusNote?: string;
  url?: string;
}

/** Eleven reports about six channels and titles; one channel is a real outage, four times over. */
const REPORTS: DemoReport[] = [
  {
    subject: 'Streamfront Sports 1',
    problemType: 'buffering',
    details: 'The picture keeps freezing during the evening match, every two or three minutes.',
    hoursAgo: 5,
    status: 'open',
    url: 'https://play.streamfront.tv/live/sports-1',
  },
  {
    subject: 'streamfront sports 1',
    problemType: 'not_playing',
    details: 'Black screen with a spinning wheel since kick-off. Other channels work.',
    hoursAgo: 4,
    status: 'open',
  },
  {
    subject: 'StreamFront Sports-1',
    problemType: 'buffering',
    details: 'Constant buffering on the TV app and on my phone, on a fast connection.',
    hoursAgo: 3,
    status: 'open',
  },
  {
    subject: 'Streamfront Sports 1!',
    problemType: 'buffering',
    details: 'Quality drops to very blurry and then stops. Started about an hour ago.',
    hoursAgo: 1,
    status: 'open',
  },
  {
    subject: 'Cinema Classics HD',
    problemType: 'audio_subtitles',
    details: 'Subtitles are about two seconds behind the speech on tonight’s film.',
    hoursAgo: 30,
    status: 'investigating',
  },
  {
    subject: 'Cinema Classics HD',
    problemType: 'audio_subtitles',
    details: 'The English subtitles run late; the French ones are fine.',
    hoursAgo: 26,
    status: 'investigating',
  },
  {
    subject: 'World News 24',
    problemType: 'wrong_guide',
    details: 'The guide says a documentary, but the evening bulletin is on.',
    hoursAgo: 10,
    status: 'open',
  },
  {
    subject: 'Premier Football Live',
    problemType: 'not_playing',
    details: 'The second half did not load at all on Saturday.',
    hoursAgo: 80,
    status: 'resolved',
    statusNote: 'A faulty stream server was replaced; the full match is in the replays.',
  },
  {
    subject: 'premier football live',
    problemType: 'not_playing',
    details: 'Error message "stream unavailable" at half-time.',
    hoursAgo: 79,
    status: 'resolved',
    statusNote: 'A faulty stream server was replaced; the full match is in the replays.',
  },
  {
    subject: 'Kids Zone',
    problemType: 'wrong_guide',
    details: 'The morning cartoons start half an hour later than the guide says.',
    hoursAgo: 120,
    status: 'resolved',
    statusNote: 'The guide now follows the new morning schedule.',
  },
  {
    subject: 'Late Night Movies',
    problemType: 'inappropriate',
    details: 'A film with strong language was shown without a warning.',
    hoursAgo: 60,
    status: 'dismissed',
    statusNote: 'The film was rated and announced before it started.',
  },
];

const GUESTS = ['pat.oneill', 'mira.kovac', 'jo.santos', 'ade.bello', 'ruth.ng'];

/**
 * Reports in every status, grouped as the desk shows them, so the content reports desk and
 * the dashboard have something to show on first start. Only on the fresh install whose demo
 * customers the orders seed made.
 */
export async function seedContentReports(db: Db, now = new Date()): Promise<void> {
  const customers = await demoCustomers(db);
  if (customers.length === 0) return;
  await db.insert(contentReports).values(
    REPORTS.map((report, i) => {
      const at = new Date(now.getTime() - report.hoursAgo * HOUR);
      const customer = i % 3 === 0 ? undefined : customers[i % customers.length];
      return {
        subject: report.subject,
        subjectKey: matchKey(report.subject),
        problemType: report.problemType,
        details: report.details,
        url: report.url ?? null,
        email: customer?.email ?? `${GUESTS[i % GUESTS.length]}@example.com`,
        userId: customer?.id ?? null,
        status: report.status,
        statusNote: report.statusNote ?? null,
        createdAt: at,
        updatedAt: report.status === 'open' ? at : new Date(at.getTime() + 2 * HOUR),
      };
    }),
  );
}

export const contentReportsSeedStep = {
  name: 'content-reports:v1',
  run: (db: Db) => seedContentReports(db),
};
