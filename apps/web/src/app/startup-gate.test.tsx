import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STARTUP_SPINNER_MS, StartupGate } from './startup-gate';

describe('the start-up spinner (spec §2, §9)', () => {
  it('covers the app for exactly 1000 ms', () => {
    vi.useFakeTimers();
    render(
      <StartupGate>
        <button type="button">inside</button>
      </StartupGate>,
    );

    expect(STARTUP_SPINNER_MS).toBe(1000);
    expect(screen.getByText('Loading Streamfront…')).toBeInTheDocument();
    // Mounted underneath but out of reach until the spinner goes.
    expect(screen.getByText('inside').closest('[inert]')).not.toBeNull();

    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Loading Streamfront…')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Loading Streamfront…')).not.toBeInTheDocument();
    expect(screen.getByText('inside').closest('[inert]')).toBeNull();
  });
});
