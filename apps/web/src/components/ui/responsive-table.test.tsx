import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveTable, type TableColumn } from './responsive-table';

interface Plan {
  id: string;
  name: string;
  screens: number;
}

const COLUMNS: TableColumn<Plan>[] = [
  { id: 'name', header: 'Plan', primary: true, cell: (plan) => plan.name },
  { id: 'screens', header: 'Screens', cell: (plan) => plan.screens },
];

const PLANS: Plan[] = [
  { id: 'a', name: 'Basic', screens: 1 },
  { id: 'b', name: 'Family', screens: 4 },
];

// The widths themselves (cards below 42rem, actions pinned) are Chromium's to check: see
// e2e/tests/admin-table-widths.spec.ts. Here: one table that reads right to assistive tech.
describe('ResponsiveTable', () => {
  it('is one table named by its caption, with a header per column and for the actions', () => {
    render(
      <ResponsiveTable
        caption="Plans, 2 in all"
        columns={COLUMNS}
        rows={PLANS}
        rowKey={(plan) => plan.id}
        actions={(plan) => <button type="button">Edit {plan.name}</button>}
      />,
    );
    const table = screen.getByRole('table', { name: 'Plans, 2 in all' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Plan', 'Screens', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // The card label repeats the column header for sighted users only.
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Family', 'Screens4', 'Edit Family']);
    expect(within(rows[1]!).getByText('Screens')).toHaveAttribute('aria-hidden', 'true');
    expect(within(rows[1]!).getByRole('button', { name: 'Edit Family' })).toBeInTheDocument();
  });

  it('labels cards with plain text when the header is a sort button, so nothing hidden takes focus', () => {
    const sortable: TableColumn<Plan>[] = [
      COLUMNS[0]!,
      { ...COLUMNS[1]!, header: <button type="button">Screens ↕</button>, label: 'Screens' },
    ];
    render(
      <ResponsiveTable caption="Plans" columns={sortable} rows={PLANS} rowKey={(p) => p.id} />,
    );
    // One sort button, in the table's header row; none inside a card's hidden label.
    expect(screen.getAllByRole('button', { name: 'Screens ↕', hidden: true })).toHaveLength(1);
    const card = screen.getAllByRole('row')[1]!;
    expect(within(card).getByText('Screens')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no actions column when the rows have no actions', () => {
    render(<ResponsiveTable caption="Plans" columns={COLUMNS} rows={PLANS} rowKey={(p) => p.id} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });
});
