import { describe, expect, it } from 'vitest';
import { readReportState, writeReportState } from './ReportsPage';

describe('the reports view in the URL', () => {
  it('reads a preset against today and keeps chosen days', () => {
    expect(readReportState(new URLSearchParams('report=cod&range=this_month&office=off_003'), '2026-11-21')).toEqual({ report: 'cod', preset: 'this_month', from: '2026-11-01', to: '2026-11-21', officeId: 'off_003' });
    const custom = { report: 'revenue' as const, preset: 'custom' as const, from: '2026-10-03', to: '2026-11-02', officeId: null };
    expect(readReportState(writeReportState(custom), '2026-11-21')).toEqual(custom);
  });

  it('falls back to the last 7 days of deliveries on anything unknown or upside down', () => {
    expect(readReportState(new URLSearchParams('report=secrets&range=custom&from=2026-11-10&to=2026-11-01'), '2026-11-21')).toEqual({ report: 'deliveries', preset: '7d', from: '2026-11-15', to: '2026-11-21', officeId: null });
  });
});
