import type { Db } from '../client.ts';
import { events } from '../schema/index.ts';

type NewEvent = typeof events.$inferInsert;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface DemoEvent {
  title: string;
  sport: string;
  competition: string;
  participants: string[];
  /** Days after the seed day, and the kick-off hour (UTC). */
  day: number;
  hour: number;
  hours: number;
  channel: string;
  featured?: boolean;
}

const schedule: DemoEvent[] = [
  {
    title: 'Manchester City vs Arsenal',
    sport: 'Football',
    competition: 'Premier League',
    participants: ['Manchester City', 'Arsenal'],
    day: 1,
    hour: 16,
    hours: 2,
    channel: 'Streamfront Sports 1',
    featured: true,
  },
  {
    title: 'Lakers vs Celtics',
    sport: 'Basketball',
    competition: 'NBA Regular Season',
    participants: ['Los Angeles Lakers', 'Boston Celtics'],
    day: 1,
    hour: 23,
    hours: 3,
    channel: 'Streamfront Sports 2',
  },
  {
    title: 'Real Madrid vs Bayern Munich',
    sport: 'Football',
    competition: 'UEFA Champions League',
    participants: ['Real Madrid', 'Bayern Munich'],
    day: 2,
    hour: 19,
    hours: 2,
    channel: 'Streamfront Sports 1',
    featured: true,
  },
  {
    title: 'Italian Open — Men’s Quarter-finals',
    sport: 'Tennis',
    competition: 'ATP Masters 1000',
    participants: [],
    day: 3,
    hour: 10,
    hours: 8,
    channel: 'Streamfront Sports 3',
  },
  {
    title: 'Monaco Grand Prix',
    sport: 'Motorsport',
    competition: 'Formula 1 World Championship',
    participants: [],
    day: 4,
    hour: 13,
    hours: 2,
    channel: 'Streamfront Sports 1',
    featured: true,
  },
  {
    title: 'India vs Australia — 1st ODI',
    sport: 'Cricket',
    competition: 'One Day International Series',
    participants: ['India', 'Australia'],
    day: 5,
    hour: 8,
    hours: 8,
    channel: 'Streamfront Sports 2',
  },
  {
    title: 'Fight Night: Main Card',
    sport: 'Mixed Martial Arts',
    competition: 'UFC Fight Night',
    participants: [],
    day: 6,
    hour: 2,
    hours: 3,
    channel: 'Streamfront Fight Zone',
  },
  {
    title: 'Barcelona vs Atlético Madrid',
    sport: 'Football',
    competition: 'La Liga',
    participants: ['FC Barcelona', 'Atlético Madrid'],
    day: 7,
    hour: 20,
    hours: 2,
    channel: 'Streamfront Sports 1',
  },
  {
    title: 'Ireland vs France',
    sport: 'Rugby Union',
    competition: 'Six Nations Championship',
    participants: ['Ireland', 'France'],
    day: 9,
    hour: 15,
    hours: 2,
    channel: 'Streamfront Sports 3',
  },
  {
    title: 'Warriors vs Nuggets',
    sport: 'Basketball',
    competition: 'NBA Regular Season',
    participants: ['Golden State Warriors', 'Denver Nuggets'],
    day: 11,
    hour: 2,
    hours: 3,
    channel: 'Streamfront Sports 2',
  },
  {
    title: 'Liverpool vs Chelsea',
    sport: 'Football',
    competition: 'Premier League',
    participants: ['Liverpool', 'Chelsea'],
    day: 14,
    hour: 16,
    hours: 2,
    channel: 'Streamfront Sports 1',
    featured: true,
  },
];

/**
 * Demo schedule placed relative to the moment of seeding, so a fresh install always has
 * something on now and in the coming two weeks (plus finished and cancelled events for the
 * back-office, which the home page leaves out).
 */
export function demoEvents(now: Date): NewEvent[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const planned: NewEvent[] = schedule.map(({ day, hour, hours, featured, ...event }) => {
    const startsAt = new Date(today + day * DAY + hour * HOUR);
    return {
      ...event,
      startsAt,
      endsAt: new Date(startsAt.getTime() + hours * HOUR),
      featured: featured ?? false,
      status: 'scheduled',
    };
  });
  const liveStart = new Date(now.getTime() - 30 * 60 * 1000);
  return [
    {
      title: 'Juventus vs Inter',
      sport: 'Football',
      competition: 'Serie A',
      participants: ['Juventus', 'Inter'],
      startsAt: liveStart,
      endsAt: new Date(liveStart.getTime() + 2 * HOUR),
      channel: 'Streamfront Sports 1',
      status: 'live',
      featured: true,
    },
    {
      title: 'Golden Gloves Night: Title Bout',
      sport: 'Boxing',
      competition: 'WBC Heavyweight Championship',
      participants: [],
      startsAt: new Date(now.getTime() - HOUR),
      endsAt: new Date(now.getTime() + 2 * HOUR),
      channel: 'Streamfront Fight Zone',
      status: 'live',
      featured: false,
    },
    {
      title: 'Yankees vs Red Sox',
      sport: 'Baseball',
      competition: 'MLB Regular Season',
      participants: ['New York Yankees', 'Boston Red Sox'],
      startsAt: new Date(today - 2 * DAY + 23 * HOUR),
      endsAt: new Date(today - DAY + 2 * HOUR),
      channel: 'Streamfront Sports 2',
      status: 'finished',
      featured: false,
    },
    {
      // Kept on the schedule so the back-office shows what a called-off event looks like.
      title: 'England vs New Zealand — 2nd Test, Day 1',
      sport: 'Cricket',
      competition: 'Test Series',
      participants: ['England', 'New Zealand'],
      startsAt: new Date(today + 3 * DAY + 10 * HOUR),
      endsAt: new Date(today + 3 * DAY + 17 * HOUR),
      channel: 'Streamfront Sports 3',
      status: 'cancelled',
      featured: false,
    },
    {
      title: 'PSG vs Marseille',
      sport: 'Football',
      competition: 'Ligue 1',
      participants: ['Paris Saint-Germain', 'Olympique de Marseille'],
      startsAt: new Date(today - DAY + 19 * HOUR),
      endsAt: new Date(today - DAY + 21 * HOUR),
      channel: 'Streamfront Sports 2',
      status: 'finished',
      featured: false,
    },
    ...planned,
  ];
}

/** Seed step 'events:v1'. */
export async function seedDemoEvents(db: Db): Promise<void> {
  await db.insert(events).values(demoEvents(new Date()));
}
