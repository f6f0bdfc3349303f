import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { lazyToast } from '@/lib/lazy-toast';

/** Spec §9: query retry 1, no refetch on window focus. */
export const QUERY_RETRIES = 1;

function showError(error: Error) {
  // The same message from several failing queries shows once.
  lazyToast.error(error.message, { id: error.message });
}

/**
 * Toasts react to failures here, in one place, rather than in the transport (DESIGN §6).
 * A query that shows its error inline says so with `meta: { inlineError: true }`;
 * a mutation opts out with `meta: { silent: true }`.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.inlineError === true && query.state.data === undefined) return;
        showError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent === true) return;
        showError(error);
      },
    }),
    defaultOptions: {
      queries: {
        // One retry at most; a 4xx answer (wrong input, signed out, rate-limited after the
        // client's own wait) would only fail again.
        retry: (failureCount, error) =>
          failureCount < QUERY_RETRIES &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
