import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EditPanel } from './edit-panel';

/** A list page's toolbar and rows, and the panel they open. */
function Page() {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setEditing('new')}>
        New fruit
      </button>
      {editing && (
        <EditPanel
          title={editing === 'new' ? 'New fruit' : `Edit ${editing}`}
          onClose={() => setEditing(null)}
        >
          <button type="button" onClick={() => setEditing(null)}>
            Save changes
          </button>
        </EditPanel>
      )}
      {['Apple', 'Banana'].map((name) => (
        <button key={name} type="button" onClick={() => setEditing(name)}>
          Edit {name}
        </button>
      ))}
    </>
  );
}

describe('EditPanel', () => {
  it('takes the focus to its heading, and gives it back to the row’s Edit when closed', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Edit Apple' }));
    expect(screen.getByRole('heading', { name: 'Edit Apple' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Edit Apple' })).toHaveFocus();
  });

  it('after a save, and after switching rows, the focus goes to the last opener', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Edit Apple' }));
    await user.click(screen.getByRole('button', { name: 'Edit Banana' }));
    expect(screen.getByRole('heading', { name: 'Edit Banana' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('button', { name: 'Edit Banana' })).toHaveFocus();

    await user.keyboard('{Shift>}{Tab}{/Shift}{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: 'New fruit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'New fruit' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('button', { name: 'New fruit' })).toHaveFocus();
  });
});
