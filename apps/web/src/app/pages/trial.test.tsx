import { TRIAL_REFUSAL_MESSAGES } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SPORTS_MAX, validateAnswer } from '@/testing/fixtures';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderRoute, signInAs } from '../test-utils';

const service = { ...SPORTS_MAX, trialHours: 24 };
const trialUrl = `/trial/${service._id}`;

function stubServer({
  refusal,
  emailVerified = true,
}: {
  refusal?: { status: number; reason: keyof typeof TRIAL_REFUSAL_MESSAGES };
  emailVerified?: boolean;
} = {}) {
  const asked: unknown[] = [];
  stubFetch((url, init) => {
    if (url.pathname === '/api/auth/validate' || url.pathname === '/api/auth/me')
      return validateAnswer({ emailVerified });
    if (url.pathname === '/api/services')
      return jsonResponse(200, { success: true, data: [service] });
    if (url.pathname === '/api/trials' && init.method === 'POST') {
      asked.push(JSON.parse(String(init.body)));
      if (refusal) {
        return jsonResponse(refusal.status, {
          success: false,
          reason: refusal.reason,
          message: TRIAL_REFUSAL_MESSAGES[refusal.reason],
        });
      }
      return jsonResponse(201, {
        success: true,
        data: {
          _id: '2b7d9a0e-5c1f-4f53-9a57-2f0a3c1e9b10',
          id: '2b7d9a0e-5c1f-4f53-9a57-2f0a3c1e9b10',
          orderId: '0b7f7d8e-2a4c-4e8e-9d1c-5f0a9d7e1a01',
          orderNumber: 'SF-000321',
          serviceId: service._id,
          serviceName: service.name,
          status: 'running',
          startsAt: '2026-11-28T10:00:00.000Z',
          endsAt: '2026-11-29T10:00:00.000Z',
        },
      });
    }
    if (url.pathname === '/api/account/subscriptions')
      return jsonResponse(200, { success: true, data: [] });
    if (url.pathname === '/api/orders/mine') {
      return jsonResponse(200, {
        success: true,
        data: [],
        meta: { page: 1, pageSize: 20, total: 0 },
      });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  return { asked };
}

const location = () => screen.getByTestId('location').textContent;

describe('/trial/:serviceId', () => {
  it('sends a visitor to sign in first, coming back to the trial', async () => {
    stubServer();
    renderRoute(trialUrl);
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    expect(location()).toBe(`/login?returnUrl=${encodeURIComponent(trialUrl)}`);
  });

  it('starts the trial in one click and takes the customer to their login in My account', async () => {
    signInAs('user', 'riley@example.com');
    const { asked } = stubServer();
    const user = userEvent.setup();
    renderRoute(trialUrl);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Try Sports Max free for 24 hours' }),
    ).toBeVisible();
    // Verified: no notice to verify.
    expect(screen.queryByRole('region', { name: 'Verify your email' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start my free trial' }));
    await waitFor(() => expect(location()).toBe('/account'));
    expect(asked).toEqual([{ serviceId: service._id }]);
  });

  it("announces the server's reason for a refusal, with the way to order instead", async () => {
    signInAs('user', 'riley@example.com');
    stubServer({ refusal: { status: 429, reason: 'address_limit' } });
    const user = userEvent.setup();
    renderRoute(trialUrl);
    await user.click(await screen.findByRole('button', { name: 'Start my free trial' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TRIAL_REFUSAL_MESSAGES.address_limit);
    // Announced (role=alert); the focus stays where the customer pressed.
    expect(screen.getByRole('button', { name: 'Start my free trial' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'order Sports Max' })).toHaveAttribute(
      'href',
      `/checkout/${service._id}`,
    );
    expect(location()).toBe(trialUrl);
  });

  it('says an unverified email must be verified first', async () => {
    signInAs('user', 'riley@example.com');
    stubServer({ emailVerified: false });
    renderRoute(trialUrl);
    const notice = await screen.findByRole('region', { name: 'Verify your email' });
    expect(notice).toHaveTextContent('riley@example.com');
    expect(within(notice).getByRole('button', { name: 'Send the link again' })).toBeVisible();
  });

  it('says so when the package has no trial', async () => {
    signInAs('user', 'riley@example.com');
    stubFetch((url) => {
      if (url.pathname === '/api/auth/validate') return validateAnswer();
      if (url.pathname === '/api/services')
        return jsonResponse(200, { success: true, data: [SPORTS_MAX] });
      return jsonResponse(404, { success: false, message: 'Not found' });
    });
    renderRoute(trialUrl);
    expect(await screen.findByText(/This package has no free trial/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start my free trial' })).not.toBeInTheDocument();
  });
});
