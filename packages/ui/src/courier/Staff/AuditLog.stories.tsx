import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AuditEntry, StaffMember } from '@courier/domain';
import type { TableSort } from '../../data/DataTable/DataTable';
import { showFilters } from '../../testing/filters';
import { inTurkish, notCaptured, withPhone } from '../../testing/modes';
import { settled } from '../../testing/motion';
import { storyOffices } from '../fixtures';
import { listStateProps, showsListState, type ListState } from '../MasterData/storyList';
import { AuditLog, noAuditFilters, type AuditFilters } from './AuditLog';
import { t, holding } from '../../testing/t';

const staff: StaffMember[] = [
  { id: 'usr_001', name: 'Ayşe Yılmaz', role: 'admin', officeId: null, driverId: null, avatar: null },
  { id: 'usr_009', name: 'Selin Arslan', role: 'clerk', officeId: 'off_ist', driverId: null, avatar: null },
];
const row = (n: number, at: string, entry: Partial<AuditEntry>): AuditEntry => ({
  id: `aud_${String(n).padStart(6, '0')}`,
  at,
  actorId: 'usr_001',
  actorName: 'Ayşe Yılmaz',
  action: 'account.changed',
  recordType: 'user',
  recordId: 'usr_002',
  recordLabel: 'Burak Şahin',
  changes: [],
  address: '203.0.113.7',
  ...entry,
});
const entries: AuditEntry[] = [
  row(7, '2026-11-20T09:12:00.000Z', {
    changes: [
      { field: 'role', before: 'clerk', after: 'manager' },
      { field: 'officeId', before: 'off_ist', after: null },
    ],
  }),
  row(6, '2026-11-20T08:40:00.000Z', {
    action: 'account.disabled',
    recordId: 'usr_011',
    recordLabel: 'Deniz Koç',
    changes: [{ field: 'active', before: true, after: false }],
  }),
  row(5, '2026-11-20T08:05:00.000Z', {
    action: 'record.deleted',
    recordType: 'truck',
    recordId: 'trk_014',
    recordLabel: '34 ZZ 999',
  }),
  row(4, '2026-11-19T16:30:00.000Z', {
    actorId: 'usr_009',
    actorName: 'Selin Arslan',
    action: 'parcels.imported',
    recordType: 'parcel',
    recordId: 'par_000301…par_000340',
    recordLabel: 'CP000000301TR – CP000000340TR (40)',
    address: '198.51.100.20',
  }),
  row(3, '2026-11-19T10:00:00.000Z', {
    action: 'account.created',
    recordId: 'usr_012',
    recordLabel: 'Elif Kaya',
    changes: [
      { field: 'name', before: null, after: 'Elif Kaya' },
      { field: 'role', before: null, after: 'clerk' },
      { field: 'officeId', before: null, after: 'off_ank' },
    ],
  }),
  row(2, '2026-11-18T23:00:00.000Z', {
    actorId: null,
    actorName: 'npm run db:backup',
    action: 'backup.made',
    recordType: 'data',
    recordId: 'courier-20261118-230000.jsonl.gz',
    recordLabel: 'courier-20261118-230000.jsonl.gz (12040 parcels, 63 users)',
    address: null,
  }),
  row(1, '2026-11-18T09:00:00.000Z', {
    action: 'company.set_up',
    recordType: 'company',
    recordId: 'profile',
    recordLabel: 'Anadolu Kargo A.Ş.',
    changes: [{ field: 'name', before: null, after: 'Anadolu Kargo A.Ş.' }],
  }),
];

function Live({
  onFiltersChange,
  onExport,
  state,
}: {
  onFiltersChange: (f: AuditFilters) => void;
  onExport: () => void;
  state?: ListState;
}) {
  const [filters, setFilters] = useState(noAuditFilters);
  const [sort, setSort] = useState<TableSort | null>({ id: 'at', direction: 'desc' });
  const rows =
    state === 'empty'
      ? []
      : entries.filter(
          (e) =>
            (!filters.action || e.action === filters.action) && (!filters.actorId || e.actorId === filters.actorId),
        );
  return (
    <AuditLog
      filters={filters}
      onFiltersChange={(next) => {
        onFiltersChange(next);
        setFilters(next);
      }}
      sort={sort}
      onSortChange={setSort}
      page={1}
      pageSize={25}
      onPageChange={() => undefined}
      onPageSizeChange={() => undefined}
      result={{ items: rows, total: rows.length }}
      {...listStateProps(state)}
      staff={staff}
      offices={storyOffices}
      backHref="/secure/staff"
      onExport={onExport}
    />
  );
}

/** A changed field as the log writes it in the story's language: "Role: Counter clerk → Operations manager". */
const change = (field: string, before: string, after: string) =>
  `${t(`audit.field.${field}`)}: ${t('audit.changed', { before, after })}`;

const meta = {
  title: 'Courier/Staff accounts/Audit log',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  component: Live,
  args: { onFiltersChange: fn(), onExport: fn() },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Who did what to which record, from where, and each changed field before and after; newest first. */
export const Log: Story = {
  tags: ['desktop'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('audit.title') });
    const [, first, second] = within(table).getAllByRole('row');
    await expect(first).toHaveTextContent(t('audit.action.account.changed'));
    await expect(first).toHaveTextContent('Burak Şahin');
    await expect(first).toHaveTextContent(change('role', t('roles.clerk'), t('roles.manager')));
    await expect(first).toHaveTextContent(change('officeId', 'IST', '—'));
    await expect(second).toHaveTextContent(change('active', t('staff.active'), t('staff.disabled')));
    await expect(within(table).getByText('npm run db:backup')).toBeVisible();
    await expect(canvas.getByRole('link', { name: `← ${t('staff.title')}` })).toHaveAttribute('href', '/secure/staff');
  },
};

/** The first page on its way: the frame stands, placeholder rows where the acts will be. */
export const Loading: Story = { args: { state: 'loading' }, play: showsListState(() => t('audit.title'), 'loading') };

/** Nothing recorded yet (or nothing matches): the table says so. */
export const Empty: Story = { args: { state: 'empty' }, play: showsListState(() => t('audit.title'), 'empty') };

/** The server did not answer: the table says so in words, with Try again. */
export const Failed: Story = { args: { state: 'failed' }, play: showsListState(() => t('audit.title'), 'failed') };

/** Narrowed to one person's acts of one kind; the export takes what matches. */
export const FilterAndExport: Story = {
  name: 'Filter and export',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    await showFilters(canvas);
    await userEvent.click(canvas.getByRole('button', { name: holding(t('audit.allActions')) }));
    await userEvent.click(await settled(body().findByRole('option', { name: t('audit.action.parcels.imported') })));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ action: 'parcels.imported' }),
    );
    await waitFor(() => expect(canvas.getByText(t('pagination.range', { start: 1, end: 1, total: 1 }))).toBeVisible());
    await expect(canvas.getByRole('table', { name: t('audit.title') })).toHaveTextContent('Selin Arslan');
    await userEvent.click(canvas.getByRole('button', { name: t('history.export', { count: 1, rows: '1' }) }));
    await expect(args.onExport).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('records.clearFilters') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(noAuditFilters);
  },
};

export const Dark: Story = {
  ...Log,
  tags: ['interaction'],
  parameters: notCaptured(Log.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Denetim kaydı' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Denetim kaydı' })).toHaveTextContent(
      'Rol: Gişe görevlisi → Operasyon müdürü',
    );
  },
};
