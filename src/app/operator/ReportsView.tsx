// The operator's Reports tab (issue #58): bookings and revenue of the trips sailing in a range of days (this month by
// default, in the company's zone) by boat, channel and day, the refunds given, and each agency's on-account statement
// for a month; on screen, as CSV and as PDF (jspdf loads only when a PDF is asked for). Online only: figures are
// summed by the server from the shared database.
import './reports.css';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CSV_BOM, toCsv } from '../../domain/schema';
import { addDays, todayInZone } from '../../domain/time';
import { monthDays, rangeProblem } from '../../domain/office';
import { useOnline } from '../http/useOnline';
import { BusyButton } from '../ui/BusyButton';
import { downloadFile } from '../ui/downloadFile';
import { Spinner } from '../ui/Spinner';
import { useToast } from '../ui/Toasts';
import { OPERATOR_QUERIES, problemOf } from './operatorApi';
import { fetchReportSummary, fetchStatements } from './reportsApi';
import { REPORTS_TEXT as T } from './reportsMessages';
import { csvRowsOf, statementTables, summaryTables, type ReportTable } from './reportsTables';

const QUERY = [...OPERATOR_QUERIES, 'reports'] as const;
const isNumeric = (cell: unknown) => typeof cell === 'number' || (typeof cell === 'string' && /^-?\$/.test(cell));

function Table({ table }: { table: ReportTable }) {
  return (
    <div className="reports-scroll" role="region" aria-label={table.title} tabIndex={0}>
      <table className="reports-table">
        <caption>{table.title}</caption>
        <thead>
          <tr>
            {table.head.map((h, i) => (
              <th key={h} scope="col" className={i > 0 && isNumeric(table.rows[0]?.[i]) ? 'reports-num' : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) =>
                i === 0 && typeof cell === 'string' ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={isNumeric(cell) ? 'reports-num' : undefined}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {table.total && (
          <tfoot>
            <tr>
              {table.total.map((cell, i) => (
                <td key={i} className={isNumeric(cell) ? 'reports-num' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** 'Download CSV' and 'Download PDF' of the tables on screen. */
function Exports({ name, fileName, tables }: { name: string; fileName: string; tables: ReportTable[] }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const csv = () => downloadFile(CSV_BOM + toCsv(csvRowsOf(name, tables)), 'text/csv;charset=utf-8', `${fileName}.csv`);
  const pdf = async () => {
    setBusy(true);
    try {
      const { saveReportPdf } = await import('./reportsPdf');
      await saveReportPdf(name, tables, `${fileName}.pdf`);
    } catch (error) {
      console.error('PDF export failed', error);
      toast.show(T.pdfFailed, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="reports-actions">
      <button type="button" className="button button--ghost" onClick={csv}>
        {T.csv}
      </button>
      <BusyButton className="button button--ghost" busy={busy} onClick={() => void pdf()}>
        {T.pdf}
      </BusyButton>
    </div>
  );
}

function RangeReport({ zone }: { zone: string }) {
  const month = todayInZone(zone).slice(0, 7);
  const [form, setForm] = useState(monthDays(month));
  const [range, setRange] = useState(form);
  const [invalid, setInvalid] = useState<string | null>(null);
  const summary = useQuery({
    queryKey: [...QUERY, 'summary', range.from, range.to],
    queryFn: ({ signal }) => fetchReportSummary(range.from, range.to, signal),
    retry: false,
  });
  const show = (next: { from: string; to: string }) => {
    const problem = rangeProblem(next.from, next.to);
    setInvalid(problem);
    if (!problem) setRange(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    show(form);
  };
  const pick = (next: { from: string; to: string }) => {
    setForm(next);
    show(next);
  };
  const lastMonth = addDays(`${month}-01`, -1).slice(0, 7);
  const name = T.reportName(range.from, range.to);
  const tables = summary.data ? summaryTables(summary.data) : [];
  return (
    <section className="reports-section" aria-labelledby="reports-range">
      <h2 id="reports-range">{T.rangeTitle}</h2>
      <p>{T.rangeHelp}</p>
      <form className="operator-form" onSubmit={submit} noValidate>
        <div className="operator-row">
          <label className="operator-field">
            <span>{T.from}</span>
            <input
              type="date"
              required
              value={form.from}
              onChange={(e) => setForm({ ...form, from: e.target.value })}
            />
          </label>
          <label className="operator-field">
            <span>{T.to}</span>
            <input type="date" required value={form.to} onChange={(e) => setForm({ ...form, to: e.target.value })} />
          </label>
        </div>
        {invalid && (
          <p className="operator-problem" role="alert">
            {invalid}
          </p>
        )}
        <div className="reports-actions">
          <button type="submit" className="button button--primary">
            {T.show}
          </button>
          <button type="button" className="button button--ghost" onClick={() => pick(monthDays(month))}>
            {T.thisMonth}
          </button>
          <button type="button" className="button button--ghost" onClick={() => pick(monthDays(lastMonth))}>
            {T.lastMonth}
          </button>
        </div>
      </form>
      {summary.isError && (
        <p className="operator-problem" role="alert">
          {problemOf(summary.error)}
        </p>
      )}
      {summary.isPending && <Spinner inline />}
      {summary.data && (
        <>
          {summary.data.byDay.length === 0 && <p>{T.noTrips}</p>}
          {tables.map((table) => (
            <Table key={table.title} table={table} />
          ))}
          <Exports name={name} fileName={`report-${range.from}-to-${range.to}`} tables={tables} />
        </>
      )}
    </section>
  );
}

function Statements({ zone }: { zone: string }) {
  const [month, setMonth] = useState(todayInZone(zone).slice(0, 7));
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const statements = useQuery({
    queryKey: [...QUERY, 'statements', month],
    queryFn: ({ signal }) => fetchStatements(month, signal),
    enabled: valid,
    retry: false,
  });
  const tables = statements.data ? statementTables(statements.data) : [];
  return (
    <section className="reports-section" aria-labelledby="reports-statements">
      <h2 id="reports-statements">{T.statementsTitle}</h2>
      <p>{T.statementsHelp}</p>
      <label className="operator-field">
        <span>{T.month}</span>
        <input type="month" required value={month} onChange={(e) => setMonth(e.target.value)} />
      </label>
      {statements.isError && (
        <p className="operator-problem" role="alert">
          {problemOf(statements.error)}
        </p>
      )}
      {valid && statements.isPending && <Spinner inline />}
      {statements.data &&
        (tables.length === 0 ? (
          <p>{T.noStatements}</p>
        ) : (
          <>
            {tables.map((table) => (
              <Table key={table.title} table={table} />
            ))}
            <Exports name={T.statementsName(month)} fileName={`statements-${month}`} tables={tables} />
          </>
        ))}
    </section>
  );
}

export function ReportsView({ zone }: { zone: string }) {
  // Like the other office tabs: offline, it says it needs a connection instead of showing old figures.
  if (!useOnline())
    return (
      <p className="operator-problem" role="alert">
        {T.offline}
      </p>
    );
  return (
    <div className="reports">
      <RangeReport zone={zone} />
      <Statements zone={zone} />
    </div>
  );
}
