import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  backofficeLabels,
  bangkokToday,
  fieldErrors,
  formatMoney,
  type Report,
  REPORT_GROUPINGS,
  reportColumns,
  type ReportGrouping,
  reportQuerySchema,
  type ReportRow,
} from '@lotto/shared';
import { Button, Field, FieldError, Input, Muted, PageTitle, QueryState, Select, Table } from '@lotto/ui';
import { useGetReportCsvQuery, useGetReportQuery, type ReportRequest } from '../api/reportsApi';

const words = backofficeLabels.reports;

const Filters = styled.form`
  display: grid;
  gap: 0 12px;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  align-items: end;
  margin-bottom: 8px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin: 8px 0 12px;
`;

const isGrouping = (value: string | null): value is ReportGrouping => (REPORT_GROUPINGS as readonly string[]).includes(value ?? '');

/** The report asked, as the address holds it: today by day unless chosen. */
function requestOf(params: URLSearchParams): ReportRequest {
  const today = bangkokToday();
  const by = params.get('by');
  return { from: params.get('from') || today, to: params.get('to') || today, by: isGrouping(by) ? by : 'day' };
}

const figure = (value: number | null) => (value === null ? words.notApplicable : formatMoney(value));

/** A link to the report's CSV, fetched with the staff member's token and kept in this browser. */
function CsvLink({ request }: { request: ReportRequest }) {
  const csv = useGetReportCsvQuery(request);
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    if (typeof csv.data !== 'string') return undefined;
    // Decoding the answer as text drops the byte-order mark the server sent; Excel needs it to read Thai.
    const url = URL.createObjectURL(new Blob([`\uFEFF${csv.data.replace(/^\uFEFF/, '')}`], { type: 'text/csv;charset=utf-8' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [csv.data]);
  if (!href) return <Muted>{backofficeLabels.common.loading}</Muted>;
  return (
    <a href={href} download={`report-${request.by}-${request.from}-${request.to}.csv`}>
      {words.download}
    </a>
  );
}

function ReportTable({ report }: { report: Report }) {
  const columns = reportColumns(report.by);
  const cells = (row: Omit<ReportRow, 'key'>) =>
    columns.map(({ key, header }) => (
      <td key={key} data-label={header} className={key === 'label' ? undefined : 'number'}>
        {key === 'label' ? row.label : figure(row[key as Exclude<keyof ReportRow, 'label' | 'key'>])}
      </td>
    ));
  if (report.rows.length === 0) return <Muted as="p">{words.empty}</Muted>;
  return (
    <Table
      aria-label={words.title}
      columns={columns.map(({ key, header }) => ({ label: header, numeric: key !== 'label' }))}
      footer={<tr>{cells({ ...report.totals, label: words.total })}</tr>}
    >
      {report.rows.map((row) => (
        <tr key={row.key}>{cells(row)}</tr>
      ))}
    </Table>
  );
}

/** รายงาน: stakes, cancels, prizes, net and money approved over Bangkok days, by day, lottery, round or member; as CSV too. */
export default function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const request = requestOf(params);
  const [form, setForm] = useState(request);
  const [problem, setProblem] = useState<string | null>(null);
  const report = useGetReportQuery(request);

  const show = async (event: FormEvent) => {
    event.preventDefault();
    const found = Object.values(await fieldErrors(reportQuerySchema, form));
    setProblem(found[0] ?? null);
    if (found.length === 0) setParams({ from: form.from, to: form.to, by: form.by });
  };

  return (
    <>
      <PageTitle>{words.title}</PageTitle>
      <Filters noValidate onSubmit={(event) => void show(event)} aria-label={words.title}>
        <Field>
          <label htmlFor="report-from">{words.from}</label>
          <Input id="report-from" type="date" value={form.from} onChange={(event) => setForm({ ...form, from: event.target.value })} />
        </Field>
        <Field>
          <label htmlFor="report-to">{words.to}</label>
          <Input id="report-to" type="date" value={form.to} onChange={(event) => setForm({ ...form, to: event.target.value })} />
        </Field>
        <Field>
          <label htmlFor="report-by">{words.by}</label>
          <Select id="report-by" value={form.by} onChange={(event) => setForm({ ...form, by: event.target.value as ReportGrouping })}>
            {REPORT_GROUPINGS.map((by) => (
              <option key={by} value={by}>
                {words.groupings[by]}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <Button type="submit" $variant="primary">
            {words.show}
          </Button>
        </Field>
      </Filters>
      {problem && <FieldError role="alert">{problem}</FieldError>}
      <Muted as="p">{words.hint}</Muted>
      <QueryState isLoading={report.isFetching} error={report.error} refetch={report.refetch}>
        {report.data && (
          <>
            <Actions>
              <CsvLink request={request} />
            </Actions>
            <ReportTable report={report.data} />
          </>
        )}
      </QueryState>
    </>
  );
}
