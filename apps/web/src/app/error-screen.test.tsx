import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary, ErrorScreen } from './error-screen';

function Broken(): never {
  throw new Error('render failed');
}

describe('the error screen (spec §2)', () => {
  it('shows the exact texts, and Refresh Page reloads', async () => {
    const reload = vi.fn();
    render(<ErrorScreen onReload={reload} />);

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We're sorry, but an error occurred while loading the application. Please try refreshing the page or contact support if the problem persists.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('replaces the app when a render error escapes, and logs it to the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    render(
      <AppErrorBoundary onReload={reload}>
        <p>the app</p>
        <Broken />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Uncaught render error',
      expect.objectContaining({ message: 'render failed' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
