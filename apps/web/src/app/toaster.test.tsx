import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from './toaster';

afterEach(() => act(() => toast.remove()));

/** Every element that would speak when its content changes, and holds `text`. */
const voicesOf = (text: string) =>
  [...document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')].filter(
    (element) => element.getAttribute('aria-live') !== 'off' && element.textContent?.includes(text),
  );

describe('the toasts', () => {
  it('are read once, politely, by one live region that is there before any toast', () => {
    render(<AppToaster />);
    // A live region inserted with its words already in it is often not read at all.
    const region = screen.getByRole('status', { name: 'Updates' });
    expect(region.textContent).toBe('');
    expect(region).toHaveAttribute('aria-live', 'polite');
    // Each addition is read by itself, not the whole stack again.
    expect(region).toHaveAttribute('aria-atomic', 'false');

    act(() => void toast.success('“WELCOME10” saved.'));
    expect(region).toHaveTextContent('“WELCOME10” saved.');
    expect(voicesOf('“WELCOME10” saved.')).toEqual([region]);

    act(() => void toast.error('Could not save the promo code.'));
    expect(voicesOf('Could not save the promo code.')).toEqual([region]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads a notification toast, title and message, in the same region', () => {
    render(<AppToaster />);
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
    expect(voicesOf('Ada asks about screens.')).toEqual([
      screen.getByRole('status', { name: 'Updates' }),
    ]);
  });
});
