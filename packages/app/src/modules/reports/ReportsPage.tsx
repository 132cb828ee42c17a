import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { businessDate, reportNames, reportPresets, reportRange, type Report, type ReportName, type ReportPreset } from '@courier/domain';
import { Reports, type ReportState } from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { useOffices } from '../../api/reference';
import { useTitle } from '../../pages/useTitle';
import { downloadCsv } from '../parcels/csv';

const day = /^\d{4}-\d{2}-\d{2}$/;

/** The report's view from the URL (?report=&range=&from=&to=&office=); a preset's days follow today. */
export function readReportState(params: URLSearchParams, today: string): ReportState {
  const report = (reportNames as readonly string[]).includes(params.get('report') ?? '') ? (params.get('report') as ReportName) : 'deliveries';
  const asked = params.get('range');
  const preset: ReportPreset = (reportPresets as readonly string[]).includes(asked ?? '') ? (asked as ReportPreset) : '7d';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const custom = preset === 'custom' && day.test(from) && day.test(to) && from <= to ? { from, to } : null;
  const range = custom ?? reportRange(preset === 'custom' ? '7d' : preset, today);
  return { report, preset: custom ? 'custom' : preset === 'custom' ? '7d' : preset, ...range, officeId: params.get('office') || null };
}

export function writeReportState(state: ReportState): URLSearchParams {
  const params = new URLSearchParams({ report: state.report, range: state.preset });
  if (state.preset === 'custom') {
    params.set('from', state.from);
    params.set('to', state.to);
  }
  if (state.officeId) params.set('office', state.officeId);
  return params;
}

/** /secure/reports: the seven reports, their view in the URL. */
export function ReportsPage() {
  const { t } = useTranslation('ui');
  const [params, setParams] = useSearchParams();
  const state = readReportState(params, businessDate(Date.now()));
  const offices = useOffices();
  const report = useQuery({
    queryKey: ['reports', state.report, state.from, state.to, state.officeId],
    queryFn: ({ signal }) => request<Report>(`/api/v1/reports/${state.report}`, { query: { from: state.from, to: state.to, officeId: state.officeId ?? undefined }, signal }),
    placeholderData: keepPreviousData,
  });
  useTitle(t(`reports.names.${state.report}`));
  // A previous report's rows are not shown under another report's columns.
  const data = report.data?.report === state.report ? report.data : undefined;
  return (
    <Reports
      state={state}
      onChange={(next) => setParams(writeReportState(next))}
      data={data}
      stale={report.isPlaceholderData}
      error={report.isError ? messageOf(report.error) : null}
      onRetry={() => void report.refetch()}
      offices={offices}
      onExportCsv={(rows) => downloadCsv(`report-${state.report}-${state.from}-${state.to}`, rows)}
      onPrint={() => window.print()}
    />
  );
}
