import { LIVE_LIST_ROOTS } from '@/lib/live-refresh';

const [root] = LIVE_LIST_ROOTS.dashboard;

/** Query keys of the dashboard; any admin notification makes them stale (lib/live-refresh.ts). */
export const dashboardKeys = {
  all: [root] as const,
  figures: (timeZone: string) => [root, timeZone] as const,
};
