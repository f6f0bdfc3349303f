import type { MySubscription, MySubscriptionsAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { subscriptionAccessKeys } from './subscription-access-keys';

/**
 * How often the list is asked for again while an access is being set up: the connector
 * answers the server, not this page, and the page promises to update by itself.
 */
export const PENDING_POLL_MS = 10_000;

/** Set up by the connector, not yet answered: the page waits for it. */
export const isAwaitingAccess = (subscription: MySubscription) =>
  subscription.access === null &&
  subscription.accessState !== 'ended' &&
  subscription.provisioning === 'pending';

/**
 * GET /api/account/subscriptions: the customer's current subscriptions (running, suspended or
 * recently ended), newest first, each with its access details.
 */
export async function getMySubscriptions(signal?: AbortSignal): Promise<MySubscription[]> {
  const answer = await apiClient.get<MySubscriptionsAnswer>('/account/subscriptions', { signal });
  return answer.data;
}

export function mySubscriptionsQueryOptions() {
  return queryOptions({
    queryKey: subscriptionAccessKeys.mine,
    queryFn: ({ signal }) => getMySubscriptions(signal),
  });
}

/** The section shows its own error with a retry button, so the cache does not toast it. */
export function useMySubscriptions() {
  return useQuery({
    ...mySubscriptionsQueryOptions(),
    meta: { inlineError: true },
    refetchInterval: (query) =>
      query.state.data?.some(isAwaitingAccess) ? PENDING_POLL_MS : false,
  });
}
