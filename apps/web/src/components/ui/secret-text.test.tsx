import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CopyButton } from './copy-button';
import { SecretText } from './secret-text';

describe('SecretText', () => {
  it('hides the value until the toggle is pressed, and hides it again', async () => {
    const user = userEvent.setup();
    render(<SecretText value="s3cret-Pa55" label="Password" />);
    const toggle = screen.getByRole('button', { name: 'Show password' });

    expect(screen.queryByText('s3cret-Pa55')).not.toBeInTheDocument();
    expect(screen.getByText('Password hidden')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(screen.getByText('s3cret-Pa55')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(screen.queryByText('s3cret-Pa55')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('copies the real value while it is still hidden', async () => {
    const user = userEvent.setup();
    render(<SecretText value="s3cret-Pa55" label="Password" />);

    await user.click(screen.getByRole('button', { name: 'Copy password' }));

    expect(await navigator.clipboard.readText()).toBe('s3cret-Pa55');
    expect(screen.queryByText('s3cret-Pa55')).not.toBeInTheDocument();
  });
});

describe('CopyButton', () => {
  it('copies the text and says so in a live region', async () => {
    const user = userEvent.setup();
    render(<CopyButton text="whsec_abc" label="Copy secret" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: 'Copy secret' }));

    expect(await navigator.clipboard.readText()).toBe('whsec_abc');
    await waitFor(() => expect(status).toHaveTextContent('Copied'));
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('tells the person to copy by hand when the browser refuses', async () => {
    const user = userEvent.setup();
    const clipboard = navigator.clipboard;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    try {
      render(<CopyButton text="whsec_abc" label="Copy secret" />);
      await user.click(screen.getByRole('button', { name: 'Copy secret' }));
      expect(await screen.findByRole('status')).toHaveTextContent(/could not copy/i);
    } finally {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
    }
  });
});
