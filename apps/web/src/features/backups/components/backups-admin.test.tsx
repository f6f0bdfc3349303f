import type { Backup, BackupsOverview } from '@streamfront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { effectsRun } from '@/testing/effects';
import { jsonResponse } from '@/testing/http';
import { BackupsAdmin, formatSize } from './backups-admin';

const backup = (day: number, size: number): Backup => ({
  name: `streamfront-2026-05-0${day}T03-00-00.000Z.tar.gz`,
  createdAt: `2026-05-0${day}T03:00:00.000Z`,
  size,
});

function fakeServer(
  start: Partial<BackupsOverview> = {},
  { failWith }: { failWith?: string } = {},
) {
  let overview: BackupsOverview = {
    database: 'embedded',
    folder: '/srv/streamfront/data/backups',
    everyHours: 24,
    keep: 14,
    backups: [backup(2, 5_600_000), backup(1, 860_000)],
    lastFailure: null,
    ...start,
  };
  return stubApi(({ method, path }) => {
    if (path !== '/api/admin/backups') return undefined;
    if (method === 'GET') return dataAnswer(overview);
    if (failWith) {
      overview = {
        ...overview,
        lastFailure: { at: '2026-05-03T03:00:00.000Z', message: failWith },
      };
      return jsonResponse(503, { success: false, message: `The backup failed: ${failWith}` });
    }
    const taken = backup(3, 5_700_000);
    overview = { ...overview, backups: [taken, ...overview.backups], lastFailure: null };
    return dataAnswer(taken, 201);
  });
}

describe('Settings → Backups', () => {
  it('lists the backups with their times and sizes, and the schedule', async () => {
    fakeServer();
    renderAdminPage(<BackupsAdmin />, '/admin/settings');
    const table = await screen.findByRole('table', { name: 'Backups, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('streamfront-2026-05-02T03-00-00.000Z.tar.gz');
    expect(rows[0]).toHaveTextContent(formatSize(5_600_000));
    expect(rows[1]).toHaveTextContent(formatSize(860_000));
    expect(
      screen.getByText(/A backup is taken every day\. The newest 14 are kept in/),
    ).toBeVisible();
    expect(screen.getByText('/srv/streamfront/data/backups')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('backs up now: the new one is listed, the admin told, the focus kept', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAdminPage(<BackupsAdmin />, '/admin/settings');
    const button = await screen.findByRole('button', { name: 'Back up now' });
    await effectsRun();
    await user.click(button);
    expect(
      await screen.findByText(
        'Backup streamfront-2026-05-03T03-00-00.000Z.tar.gz written and checked.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4),
    );
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(button).toHaveFocus();
  });

  it('says why a backup failed, and shows it as the last failure', async () => {
    fakeServer({}, { failWith: 'the disk is full' });
    const user = userEvent.setup();
    renderAdminPage(<BackupsAdmin />, '/admin/settings');
    const button = await screen.findByRole('button', { name: 'Back up now' });
    await user.click(button);
    // The app's query cache toasts the failed call's words (app/query-client.ts); the list,
    // read again, shows the failure until a backup works.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/The last backup failed \(.+\): the disk is full/);
    expect(button).toHaveFocus();
  });

  it('says when none is scheduled and there is none yet', async () => {
    fakeServer({ everyHours: null, backups: [] });
    renderAdminPage(<BackupsAdmin />, '/admin/settings');
    expect(await screen.findByText('No backups yet')).toBeVisible();
    expect(screen.getByText(/Scheduled backups are off \(BACKUP_EVERY=off\)/)).toBeVisible();
  });

  it('on PostgreSQL, points to pg_dump and offers no button', async () => {
    fakeServer({ database: 'postgres', folder: null, everyHours: null, backups: [] });
    renderAdminPage(<BackupsAdmin />, '/admin/settings');
    expect(await screen.findByText(/This server runs on PostgreSQL/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back up now' })).toBeNull();
  });
});
