import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeNotification } from '../testing/fake-notifications-api';
import { NotificationCard } from './notification-card';

function renderCard(link: string | null) {
  return render(
    <MemoryRouter>
      <NotificationCard notification={makeNotification({ link })} onClose={() => undefined} />
    </MemoryRouter>,
  );
}

describe('the notification card opens only pages of this site', () => {
  it('links a same-site path in the app', () => {
    renderCard('/packages?tab=sports');
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/packages?tab=sports',
    );
  });

  // Stored before the server refused them: browsers read the first three as //evil.example.
  for (const link of [
    '/\\evil.example',
    '/\t/evil.example',
    '//evil.example',
    'https://evil.example/x',
    'javascript:alert(1)',
  ]) {
    it(`offers no link for ${JSON.stringify(link)}`, () => {
      renderCard(link);
      expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
      expect(screen.queryByRole('link')).toBeNull();
    });
  }
});
