import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SessionProvider } from '@/features/auth/session/session-provider';
import { createQueryClient } from './query-client';
import { AppToaster } from './toaster';

export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  /** Tests pass their own, so no cache leaks between them. */
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        {children}
        <AppToaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
