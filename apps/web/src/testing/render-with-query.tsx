import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';

/** Renders a feature's component with a fresh query cache (features cannot reach app/). */
export function renderWithQuery(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

/** An admin page's component at `url` (its list state lives in the URL), with the toasts. */
export function renderAdminPage(ui: ReactElement, url: string) {
  return renderWithQuery(
    <MemoryRouter initialEntries={[url]}>
      {ui}
      <Toaster />
    </MemoryRouter>,
  );
}
