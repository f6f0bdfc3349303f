import { UNSUBSCRIBE_LINK_INVALID, unsubscribedMessage } from '@streamfront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { dataAnswer, stubApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/http';
import { UnsubscribeConfirmation } from './unsubscribe-confirmation';

const TOKEN = '0b6c1f1e-2a3b-4c5d-8e9f-000000000001.reminders.c2lnbmF0dXJl';

/** The page as the app mounts it, under StrictMode: React's development double effects run. */
function renderPage(token: string) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/unsubscribe?token=${token}`]}>
          <UnsubscribeConfirmation token={token} />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe('the unsubscribe page', () => {
  it('posts the link’s token once, without a session, and shows what the server says', async () => {
    const { calls } = stubApi(({ method, path }) =>
      method === 'POST' && path === '/api/email/unsubscribe'
        ? dataAnswer({
            topic: 'reminders',
            email: 'jane@example.com',
            message: unsubscribedMessage('reminders'),
          })
        : undefined,
    );
    renderPage(TOKEN);
    expect(await screen.findByText(unsubscribedMessage('reminders'))).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are unsubscribed');
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /email preferences/ })).toHaveAttribute(
      'href',
      '/account',
    );
    const posts = calls.filter((c) => c.path === '/api/email/unsubscribe');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.query.get('token')).toBe(TOKEN);
    // A mail program's one-click body (RFC 8058), as JSON.
    expect(posts[0]!.body).toEqual({ 'List-Unsubscribe': 'One-Click' });
  });

  it('says the link is not valid on a 422, with a way to change preferences signed in', async () => {
    stubApi(({ path }) =>
      path === '/api/email/unsubscribe'
        ? jsonResponse(422, {
            success: false,
            message: 'Validation failed',
            errors: { token: [UNSUBSCRIBE_LINK_INVALID] },
          })
        : undefined,
    );
    renderPage('forged-token-value');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid',
    );
    expect(
      screen.getByRole('link', {
        name: 'sign in and change your email preferences in your account',
      }),
    ).toHaveAttribute('href', '/account');
  });

  it('says the same of a link without a token, asking nothing of the server', async () => {
    const { calls } = stubApi(() => undefined);
    renderPage('');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid',
    );
    expect(calls).toHaveLength(0);
  });

  it('offers Try again when the server cannot be reached, and the answer then takes the focus', async () => {
    let fail = true;
    const { calls } = stubApi(({ path }) => {
      if (path !== '/api/email/unsubscribe') return undefined;
      if (fail)
        return jsonResponse(
          429,
          { success: false, message: 'Too many requests' },
          { 'retry-after': '0' },
        );
      return dataAnswer({
        topic: 'news',
        email: 'jane@example.com',
        message: unsubscribedMessage('news'),
      });
    });
    const user = userEvent.setup();
    renderPage(TOKEN);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    const posts = () => calls.filter((c) => c.path === '/api/email/unsubscribe').length;
    const before = posts();
    fail = false;
    await user.click(retry);
    expect(await screen.findByText(unsubscribedMessage('news'))).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(posts()).toBe(before + 1);
  });
});
