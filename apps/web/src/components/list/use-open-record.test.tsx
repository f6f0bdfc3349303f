import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useOpenRecord } from './use-open-record';

function Page() {
  const record = useOpenRecord('item');
  const location = useLocation();
  return (
    <>
      <p data-testid="url">{location.search}</p>
      {['a', 'b'].map((id) => (
        <button key={id} {...record.openerProps(id)} onClick={() => record.open(id)}>
          Open {id}
        </button>
      ))}
      {record.openId && (
        <section aria-label={`Item ${record.openId}`}>
          <button onClick={record.close}>Close</button>
        </section>
      )}
    </>
  );
}

describe('useOpenRecord', () => {
  it('keeps the open record in the URL, beside the list’s own state', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/list?q=x']}>
        <Page />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Open b' }));
    expect(screen.getByTestId('url')).toHaveTextContent('?q=x&item=b');
    expect(screen.getByRole('button', { name: 'Open b' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Open a' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('region', { name: 'Item b' })).toBeInTheDocument();
  });

  it('closing gives the focus back to the opener of the closed record', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/list?item=a']}>
        <Page />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent(/^$/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open a' })).toHaveFocus());
  });
});
