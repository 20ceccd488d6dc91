import { useState } from 'react';
import type { ReportName, ReportRange, ReportTable as Table } from '@spa/domain';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { getReportCsv } from './reports-api';
import { ReportBarChart } from './report-bar-chart';
import { ReportTable } from './report-table';
import { UtilisationHeatmap } from './utilisation-heatmap';

/** Saves text as a file through the browser's download (the CSV comes from a signed-in call, not a link). */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** One table of a report: its title and what it counts, the chart, the table, and its CSV. */
export function ReportSection({
  report,
  range,
  table,
  days,
}: {
  report: ReportName;
  range: ReportRange;
  table: Table;
  days: number;
}) {
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const titleId = `report-${table.Key}-title`;
  const download = async () => {
    setSaving(true);
    setFailed(null);
    try {
      saveFile(
        `${report}-${table.Key}-${range.from}-to-${range.to}.csv`,
        await getReportCsv(report, range, table.Key),
      );
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'The CSV could not be made');
    } finally {
      setSaving(false);
    }
  };
  return (
    <section
      aria-labelledby={titleId}
      className="mb-8 rounded-lg bg-white p-4 shadow-sm"
      data-report-section={table.Key}
    >
      <div className="mb-2 flex flex-wrap items-start gap-3">
        <h2 id={titleId} className="mr-auto text-2xl">
          {table.Title}
        </h2>
        {table.Rows.length > 0 && (
          <Button variant="secondary" busy={saving} onClick={() => void download()}>
            Download CSV<span className="sr-only"> of {table.Title.toLowerCase()}</span>
          </Button>
        )}
      </div>
      <p className="mb-4 max-w-prose text-sm">{table.Description}</p>
      {failed && (
        <Alert tone="error" title="The CSV could not be made" className="mb-4">
          {failed}
        </Alert>
      )}
      {table.Rows.length === 0 ? (
        <p className="font-semibold">{table.Empty}</p>
      ) : (
        <>
          {report === 'utilisation' ? (
            <UtilisationHeatmap table={table} days={days} />
          ) : (
            <ReportBarChart table={table} report={report} />
          )}
          <ReportTable table={table} captionId={titleId} />
        </>
      )}
    </section>
  );
}
