import { Link, useSearchParams } from 'react-router';
import { clsx } from 'clsx';
import {
  addDays,
  formatLongDate,
  REPORT_NAMES,
  reportDays,
  ReportRangeSchema,
  type ReportName,
  type ReportRange,
} from '@spa/domain';
import { Alert, Loader } from '../../../components/ui/feedback';
import { useResortToday } from '../../../lib/resort-clock';
import { useReport } from './reports-api';
import { ReportRangeForm } from './report-range-form';
import { ReportSection } from './report-section';
import { REPORT_TITLES } from './report-words';

const isReport = (name: string | null): name is ReportName => REPORT_NAMES.some((r) => r === name);

/** staff_reports: a spa manager's reports over chosen days, each as charts and tables with their CSV (issue 24). */
export function ReportsScreen() {
  const today = useResortToday();
  const [params, setParams] = useSearchParams();
  const asked = params.get('report');
  const report: ReportName = isReport(asked) ? asked : 'takings';
  const parsed = ReportRangeSchema.safeParse({ from: params.get('from'), to: params.get('to') });
  const range: ReportRange = parsed.success ? parsed.data : { from: addDays(today, -29), to: today };
  const answer = useReport(report, range);
  const linkTo = (name: ReportName) => `?${new URLSearchParams({ report: name, ...range }).toString()}`;
  const days = reportDays(range);

  return (
    <>
      <h1 className="mb-1 text-3xl">Reports</h1>
      <p className="mb-4">
        {range.from === range.to
          ? formatLongDate(range.from)
          : `${formatLongDate(range.from)} to ${formatLongDate(range.to)} (${days} days)`}
        , in the spa&apos;s time.
      </p>
      <ReportRangeForm
        key={`${range.from}|${range.to}`}
        value={range}
        onApply={(next) => setParams({ report, ...next }, { replace: true })}
      />
      <nav aria-label="Reports" className="no-print mb-6">
        <ul className="flex flex-wrap gap-2">
          {REPORT_NAMES.map((name) => (
            <li key={name}>
              <Link
                to={linkTo(name)}
                replace
                aria-current={name === report ? 'page' : undefined}
                className={clsx(
                  'inline-flex min-h-11 items-center rounded-md border-2 border-teal-900 px-3 font-semibold',
                  name === report
                    ? 'bg-teal-900 text-white'
                    : 'bg-white text-teal-900 underline-offset-4 hover:underline',
                )}
              >
                {REPORT_TITLES[name]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {answer.isError && (
        <Alert tone="error" title="The report could not be shown">
          {answer.error.message}
        </Alert>
      )}
      {answer.isPending && <Loader label={`Loading the ${REPORT_TITLES[report].toLowerCase()} report`} />}
      {answer.data?.Tables.map((table) => (
        <ReportSection
          key={`${report}|${table.Key}`}
          report={report}
          range={range}
          table={table}
          days={days}
        />
      ))}
    </>
  );
}
