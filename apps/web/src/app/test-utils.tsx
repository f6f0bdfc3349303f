import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** The app's routes and providers at `path`, without the start-up spinner. */
export function renderRoute(path: string) {
  const queryClient = createQueryClient();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
}

export function signInAs(role: 'admin' | 'user', email = `${role}@example.com`) {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user', JSON.stringify({ id: `${role}-1`, _id: `${role}-1`, email, role }));
}
