import type { Dashboard, DashboardAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { DASHBOARD_MESSAGES, toDashboardError } from '../dashboard-errors';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/admin/dashboard: today's figures, with days and months those of `timeZone`. */
export async function getDashboard(timeZone: string, signal?: AbortSignal): Promise<Dashboard> {
  let answer: DashboardAnswer | null;
  try {
    answer = await apiClient.get<DashboardAnswer | null>('/admin/dashboard', {
      query: { timeZone },
      signal,
    });
  } catch (error) {
    throw toDashboardError(error);
  }
  if (!answer?.data?.counts) throw new Error(DASHBOARD_MESSAGES.load);
  return answer.data;
}

export function dashboardQueryOptions(timeZone: string) {
  return queryOptions({
    queryKey: dashboardKeys.figures(timeZone),
    queryFn: ({ signal }) => getDashboard(timeZone, signal),
  });
}

/** The page shows its own error with a retry button, so the cache does not toast it. */
export function useDashboard(timeZone: string) {
  return useQuery({ ...dashboardQueryOptions(timeZone), meta: { inlineError: true } });
}
