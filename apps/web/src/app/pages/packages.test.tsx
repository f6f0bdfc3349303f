import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { validateAnswer } from '@/testing/fixtures';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderRoute, signInAs } from '../test-utils';

const service = {
  _id: '7f0c5a52-08b5-4b6c-9c69-0a8f0d4a6a11',
  id: '7f0c5a52-08b5-4b6c-9c69-0a8f0d4a6a11',
  name: 'Sports Plus 12 months',
  description: 'A season of sport.',
  price: 19900,
  currency: 'USD',
  periodMonths: 12,
  maxDevices: 2,
  features: ['4K on selected events'],
  highlights: ['live_tv', 'sports'],
  popular: false,
  active: true,
  trialHours: 0,
  sortOrder: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const onTrial = {
  ...service,
  _id: '7f0c5a52-08b5-4b6c-9c69-0a8f0d4a6a12',
  id: '7f0c5a52-08b5-4b6c-9c69-0a8f0d4a6a12',
  name: 'Essentials',
  periodMonths: 1,
  price: 1499,
  trialHours: 24,
};

function stubServer(role: 'user' | null = null) {
  stubFetch((url) => {
    if (url.pathname === '/api/services')
      return jsonResponse(200, { success: true, data: [service, onTrial] });
    if (url.pathname === '/api/auth/validate' && role) return validateAnswer({ role });
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

const location = () => screen.getByTestId('location').textContent;

describe('/packages', () => {
  it('shows price, period, device limit, highlights and features', async () => {
    stubServer();
    renderRoute('/packages');
    const card = await screen.findByRole('article', { name: service.name });
    expect(within(card).getByText('$199.00')).toBeInTheDocument();
    expect(within(card).getByText('/ year')).toBeInTheDocument();
    expect(within(card).getByText('Works out at $16.58 a month')).toBeInTheDocument();
    expect(within(card).getByText('Up to 2 screens at once')).toBeInTheDocument();
    expect(within(card).getByText('Live sports')).toBeInTheDocument();
    expect(within(card).getByText('4K on selected events')).toBeInTheDocument();
    expect(document.title).toBe('Packages and Prices · Streamfront');
  });

  it('sends a visitor who subscribes to sign in first, then back to that checkout', async () => {
    stubServer();
    const user = userEvent.setup();
    renderRoute('/packages');
    const card = await screen.findByRole('article', { name: service.name });
    await user.click(within(card).getByRole('link', { name: `Subscribe to ${service.name}` }));
    await waitFor(() =>
      expect(location()).toBe(`/login?returnUrl=${encodeURIComponent(`/checkout/${service._id}`)}`),
    );
  });

  it("takes a signed-in customer to the package's checkout", async () => {
    signInAs('user', 'riley@example.com');
    stubServer('user');
    const user = userEvent.setup();
    renderRoute('/packages');
    const card = await screen.findByRole('article', { name: service.name });
    await user.click(within(card).getByRole('link', { name: `Subscribe to ${service.name}` }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(location()).toBe(`/checkout/${service._id}`);
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('offers the free trial on the packages that have one, and only there', async () => {
    stubServer();
    const user = userEvent.setup();
    renderRoute('/packages');
    const card = await screen.findByRole('article', { name: 'Essentials' });
    const plain = screen.getByRole('article', { name: service.name });
    expect(within(plain).queryByRole('link', { name: /Try free/ })).not.toBeInTheDocument();
    const trial = within(card).getByRole('link', { name: 'Try free for 24 hours: Essentials' });
    expect(trial).toHaveTextContent('Try free for 24 hours');
    await user.click(trial);
    await waitFor(() =>
      expect(location()).toBe(`/login?returnUrl=${encodeURIComponent(`/trial/${onTrial._id}`)}`),
    );
  });
});
