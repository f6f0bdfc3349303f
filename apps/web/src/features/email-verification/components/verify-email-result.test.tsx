import { EMAIL_VERIFICATION_MESSAGES } from '@streamfront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dataAnswer, stubApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/http';
import { VerifyEmailResult } from './verify-email-result';

const TOKEN = 'Yq3c1JbJ0k7o9bU4mS1v2x8Zr5tW6nA0eD3fG7hK9lQ';

/** The page's part as the app mounts it, under StrictMode: development double effects run. */
function renderResult(token: string, signedIn = false) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const rendered = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/verify-email?token=${token}`]}>
          <VerifyEmailResult token={token} signedIn={signedIn} />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...rendered, queryClient };
}

const refusal = (message: string, reason: string) =>
  jsonResponse(422, { success: false, message, errors: { token: [message] }, reason });

describe('the verification link’s page', () => {
  it('posts the token once, signed out, and shows the answer focused, with a way to sign in', async () => {
    const { calls } = stubApi(({ method, path }) =>
      method === 'POST' && path === '/api/auth/verify-email'
        ? dataAnswer({ message: EMAIL_VERIFICATION_MESSAGES.verified })
        : undefined,
    );
    renderResult(TOKEN);
    const result = await screen.findByRole('status', { name: 'Email verified' });
    expect(result).toHaveTextContent(EMAIL_VERIFICATION_MESSAGES.verified);
    expect(result).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Sign in to your account' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Faccount',
    );
    const posts = calls.filter((call) => call.path === '/api/auth/verify-email');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ token: TOKEN });
  });

  it('sends a signed-in customer to My account, and has the account’s state asked again', async () => {
    stubApi(({ path }) =>
      path === '/api/auth/verify-email'
        ? dataAnswer({ message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified })
        : undefined,
    );
    const key = ['auth', 'me', 'riley@example.com'];
    const { queryClient } = renderResult(TOKEN, true);
    queryClient.setQueryData(key, { email: 'riley@example.com', emailVerified: false });
    expect(
      await screen.findByText(EMAIL_VERIFICATION_MESSAGES.alreadyVerified),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await waitFor(() => expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true));
  });

  it('says a used or unknown link cannot be used, and where to get a new one', async () => {
    stubApi(({ path }) =>
      path === '/api/auth/verify-email'
        ? refusal(EMAIL_VERIFICATION_MESSAGES.invalid, 'invalid')
        : undefined,
    );
    renderResult(TOKEN, true);
    const result = await screen.findByRole('alert', { name: 'This link cannot be used' });
    expect(result).toHaveTextContent(EMAIL_VERIFICATION_MESSAGES.invalid);
    expect(result).toHaveFocus();
    expect(
      screen.getByRole('link', { name: 'Go to My account to get a new link' }),
    ).toHaveAttribute('href', '/account');
  });

  it('says an expired link has expired', async () => {
    stubApi(({ path }) =>
      path === '/api/auth/verify-email'
        ? refusal(EMAIL_VERIFICATION_MESSAGES.expired, 'expired')
        : undefined,
    );
    renderResult(TOKEN);
    const result = await screen.findByRole('alert', { name: 'This link has expired' });
    expect(result).toHaveTextContent(EMAIL_VERIFICATION_MESSAGES.expired);
    expect(screen.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Faccount',
    );
  });

  it('says a link without a token is not valid, asking nothing of the server', async () => {
    const { calls } = stubApi(() => undefined);
    renderResult('');
    const result = await screen.findByRole('alert', { name: 'This link cannot be used' });
    expect(result).toHaveTextContent(EMAIL_VERIFICATION_MESSAGES.invalid);
    expect(calls).toHaveLength(0);
  });

  it('offers Try again when the answer is not about the link, and the new answer takes the focus', async () => {
    let busy = true;
    const { calls } = stubApi(({ path }) => {
      if (path !== '/api/auth/verify-email') return undefined;
      if (busy)
        return jsonResponse(
          429,
          { success: false, message: 'Too many requests' },
          { 'retry-after': '30' },
        );
      return dataAnswer({ message: EMAIL_VERIFICATION_MESSAGES.verified });
    });
    const user = userEvent.setup();
    renderResult(TOKEN);
    const failed = await screen.findByRole('alert', { name: 'We could not check your link' });
    expect(failed).toHaveTextContent('Please try again in 30 seconds');
    busy = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status', { name: 'Email verified' })).toHaveFocus();
    expect(calls.filter((call) => call.path === '/api/auth/verify-email')).toHaveLength(2);
  });
});
