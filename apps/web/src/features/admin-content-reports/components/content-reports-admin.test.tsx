import type {
  ContentReport,
  ContentReportGroupDetail,
  ContentReportStatus,
} from '@streamfront/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refreshListsFor } from '@/lib/live-refresh';
import { dataAnswer, listAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { ContentReportsAdmin } from './content-reports-admin';

const uuid = (n: number, tail = 0) =>
  `7d1c5a52-08b5-4b6c-9c69-0a8f0d4a${String(n).padStart(2, '0')}${String(tail).padStart(2, '0')}`;

function report(group: number, n: number, patch: Partial<ContentReport> = {}): ContentReport {
  return {
    _id: uuid(group, n),
    id: uuid(group, n),
    subject: `Channel ${group}`,
    problemType: 'buffering',
    details: `Report ${n} about channel ${group}`,
    url: null,
    email: `viewer${n}@example.com`,
    userId: null,
    name: null,
    status: 'open',
    statusNote: null,
    createdAt: `2026-11-0${n}T10:00:00.000Z`,
    updatedAt: `2026-11-0${n}T10:00:00.000Z`,
    ...patch,
  };
}

function group(n: number, reports: ContentReport[]): ContentReportGroupDetail {
  const active = reports.filter((r) => r.status === 'open' || r.status === 'investigating');
  return {
    _id: reports.at(-1)!.id,
    id: reports.at(-1)!.id,
    subject: `Channel ${n}`,
    status: active.length ? 'open' : reports[0]!.status,
    reportCount: reports.length,
    activeCount: active.length,
    problemTypes: [...new Set(reports.map((r) => r.problemType))],
    firstReportedAt: reports.at(-1)!.createdAt,
    lastReportedAt: reports[0]!.createdAt,
    latestDetails: reports[0]!.details,
    reports,
  };
}

const outage = () =>
  group(1, [
    report(1, 4, { problemType: 'not_playing', name: 'Jane Doe', userId: uuid(9, 1) }),
    report(1, 3),
    report(1, 2),
    report(1, 1, { status: 'resolved', statusNote: 'Fixed last week.' }),
  ]);

function fakeServer(initial: ContentReportGroupDetail[]) {
  const state = { groups: [...initial] };
  const api = stubApi(({ method, path, body, id }) => {
    if (method === 'GET' && path === '/api/admin/content-reports') {
      return listAnswer(state.groups.map(({ reports: _reports, ...row }) => row));
    }
    const found = state.groups.find((g) => g.reports.some((r) => r.id === id));
    if (method === 'GET' && found) return dataAnswer(found);
    if (method === 'PATCH' && found) {
      const { status, note } = body as { status: ContentReportStatus; note: string | null };
      const reports = found.reports.map((r) =>
        r.status === 'open' || r.status === 'investigating'
          ? { ...r, status, statusNote: note, updatedAt: '2026-11-09T00:00:00.000Z' }
          : r,
      );
      const saved = { ...group(1, reports), status, activeCount: 0 };
      state.groups = state.groups.map((g) => (g.id === found.id ? saved : g));
      return dataAnswer(saved);
    }
    return undefined;
  });
  return { ...api, state };
}

const table = () => screen.findByRole('table', { name: 'Content reports' });

describe('the content reports desk', () => {
  it('shows one row per problem with its count and kinds of problem', async () => {
    const { calls } = fakeServer([outage()]);
    renderAdminPage(<ContentReportsAdmin />, '/admin/report-content?problemType=buffering');
    const row = (await within(await table()).findByText('Channel 1')).closest('[role="row"]')!;
    expect(within(row as HTMLElement).getByText('4')).toBeInTheDocument();
    expect(
      within(row as HTMLElement).getByText('Not playing, Buffering or poor quality'),
    ).toBeInTheDocument();
    expect(
      calls.find((c) => c.path === '/api/admin/content-reports')?.query.get('problemType'),
    ).toBe('buffering');
  });

  it('opens a problem with every report and resolves its open ones with a note', async () => {
    const { calls } = fakeServer([outage()]);
    const user = userEvent.setup();
    renderAdminPage(<ContentReportsAdmin />, '/admin/report-content');
    await user.click(
      await screen.findByRole('button', { name: 'Open the reports about Channel 1' }),
    );
    const panel = await screen.findByRole('region', { name: 'Channel 1' });
    const reports = within(panel).getByRole('list', { name: 'Reports' });
    expect(within(reports).getAllByRole('listitem')).toHaveLength(4);
    expect(within(reports).getByText(/Jane Doe · viewer4@example.com/)).toBeInTheDocument();
    expect(within(reports).getByText('Told: “Fixed last week.”')).toBeInTheDocument();

    const form = within(panel).getByRole('form', { name: 'Status of the problem with Channel 1' });
    expect(within(form).getByLabelText(/^Status/)).toHaveAccessibleDescription(
      'Applies to the 3 reports still open or being investigated. Nobody is told.',
    );
    await user.selectOptions(within(form).getByLabelText(/^Status/), 'resolved');
    expect(within(form).getByLabelText(/^Status/)).toHaveAccessibleDescription(
      /Each reporter is told with your note/,
    );
    await user.type(within(form).getByLabelText(/^Note to the reporters/), 'Stream restored.');
    await user.click(within(form).getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('Channel 1 is resolved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      status: 'resolved',
      note: 'Stream restored.',
    });
    await waitFor(() =>
      expect(within(panel).getAllByText('Told: “Stream restored.”')).toHaveLength(3),
    );
  });

  it('shows a newly reported problem without a reload', async () => {
    const server = fakeServer([outage()]);
    const { queryClient } = renderAdminPage(<ContentReportsAdmin />, '/admin/report-content');
    await within(await table()).findByText('Channel 1');
    server.state.groups = [...server.state.groups, group(2, [report(2, 1)])];
    act(() => refreshListsFor(queryClient, 'content_report'));
    expect(await within(await table()).findByText('Channel 2')).toBeInTheDocument();
  });
});
