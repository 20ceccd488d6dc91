import { useSearchParams } from 'react-router';
import type { StaffAuditForm } from '@spa/domain';
import { Button } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { useResortTimeZone } from '../../../lib/resort-clock';
import { useAuditLog } from './audit-api';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

/** staff_audit: a spa manager reads who changed what and when, by booking, staff member and day. */
export function AuditScreen() {
  const timeZone = useResortTimeZone();
  const [params, setParams] = useSearchParams();
  const filters: StaffAuditForm = {
    booking: params.get('booking') ?? '',
    staff: params.get('staff') ?? '',
    date: params.get('date') ?? '',
  };
  const log = useAuditLog({
    booking: filters.booking || undefined,
    staff: filters.staff || undefined,
    date: filters.date || undefined,
  });
  const apply = (next: StaffAuditForm) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')), { replace: true });
  const entries = log.data?.pages.flatMap((page) => page.Entries) ?? [];
  const staff = log.data?.pages[0]?.Staff ?? [];

  return (
    <>
      <h1 className="mb-4 text-3xl">Audit log</h1>
      <AuditFilters
        key={`${params.toString()}|${staff.length}`}
        value={filters}
        staff={staff}
        onApply={apply}
      />
      {log.isError && (
        <Alert tone="error" title="The log could not be shown">
          {log.error.message}
        </Alert>
      )}
      {log.isPending && <Loader label="Loading the audit log" />}
      {log.data && entries.length === 0 && <p>Nothing was recorded for these filters.</p>}
      {entries.length > 0 && <AuditTable entries={entries} timeZone={timeZone} />}
      {log.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-4"
          busy={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          Show older changes
        </Button>
      )}
    </>
  );
}
