import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/features/auth/session/session-context';
import { AppToaster } from './toaster';

/**
 * react-hot-toast as the toast stack loaded it. Other tests here reset the modules, and the
 * stack's lazy import then brings a fresh copy of the library (it goes through Vite, to reach
 * Preact: decision 047): toasts must be raised in the copy that draws them.
 */
const currentToast = async () => (await import('react-hot-toast')).default;

afterEach(async () => {
  const toast = await currentToast();
  act(() => toast.remove());
});

/** Every element that would speak when its content changes, and holds `text`. */
const voicesOf = (text: string) =>
  [...document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')].filter(
    (element) => element.getAttribute('aria-live') !== 'off' && element.textContent?.includes(text),
  );

const toastStack = () => document.querySelector('[data-rht-toaster]');

/** The toaster and its loader as a page that has not toasted yet has them. */
async function freshToaster() {
  vi.resetModules();
  const [{ AppToaster: FreshToaster }, { lazyToast }, { SessionContext }] = await Promise.all([
    import('./toaster'),
    import('@/lib/lazy-toast'),
    import('@/features/auth/session/session-context'),
  ]);
  return { FreshToaster, lazyToast, SessionContext };
}

describe('the toasts', () => {
  it('load with the first click or key press, not with the page', async () => {
    const { FreshToaster } = await freshToaster();
    render(<FreshToaster />);
    expect(screen.getByRole('status', { name: 'Updates' })).toBeEmptyDOMElement();
    expect(toastStack()).toBeNull();

    // Nothing loads it by itself.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toastStack()).toBeNull();

    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(toastStack()).not.toBeNull());
  });

  it('come for a failed call of the shell, which needs no click', async () => {
    const { FreshToaster, lazyToast } = await freshToaster();
    render(<FreshToaster />);
    expect(toastStack()).toBeNull();
    lazyToast.error('Unable to connect to the server.');
    expect(await screen.findByText('Unable to connect to the server.')).toBeInTheDocument();
  });

  it('are ready at once for someone signed in, whom live notifications reach unasked', async () => {
    const { FreshToaster, SessionContext } = await freshToaster();
    const session = { user: { id: 'u1', email: 'ada@example.com', role: 'user' } } as Session;
    render(
      <SessionContext value={session}>
        <FreshToaster />
      </SessionContext>,
    );
    await waitFor(() => expect(toastStack()).not.toBeNull());
  });

  it('are read once, politely, by one live region that is there before any toast', async () => {
    render(<AppToaster />);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    // A live region inserted with its words already in it is often not read at all.
    const region = screen.getByRole('status', { name: 'Updates' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    // Each addition is read by itself, not the whole stack again.
    expect(region).toHaveAttribute('aria-atomic', 'false');
    await waitFor(() => expect(toastStack()).not.toBeNull());
    expect(region.textContent).toBe('');
    const toast = await currentToast();

    act(() => void toast.success('“WELCOME10” saved.'));
    // The stack listens from its first effect, which Preact runs after the frame is painted:
    // a toast raised before that shows from the effect (react-hot-toast catches up on it).
    await waitFor(() => expect(region).toHaveTextContent('“WELCOME10” saved.'));
    expect(voicesOf('“WELCOME10” saved.')).toEqual([region]);

    act(() => void toast.error('Could not save the promo code.'));
    await waitFor(() => expect(voicesOf('Could not save the promo code.')).toEqual([region]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads a notification toast, title and message, in the same region', async () => {
    render(<AppToaster />);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await waitFor(() => expect(toastStack()).not.toBeNull());
    const toast = await currentToast();
    act(
      () =>
        void toast(
          <div>
            <p>New query</p>
            <p>Ada asks about screens.</p>
          </div>,
          { id: 'notification-1' },
        ),
    );
    await waitFor(() =>
      expect(voicesOf('Ada asks about screens.')).toEqual([
        screen.getByRole('status', { name: 'Updates' }),
      ]),
    );
  });
});
