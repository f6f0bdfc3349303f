import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Types `code` into the enrolment's code field (emptied first) and presses "Turn on". */
export async function turnOnWithCode(user: UserEvent, code: string) {
  const field = screen.getByLabelText('Code from the app');
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
}

/** The recovery codes panel once it shows `codes`, with the focus on it. */
export async function recoveryCodesShown(codes: readonly string[]) {
  const panel = await screen.findByRole('region', { name: 'Save your recovery codes' });
  await waitFor(() => expect(panel).toHaveFocus());
  expect(
    within(panel)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(codes);
  return panel;
}
