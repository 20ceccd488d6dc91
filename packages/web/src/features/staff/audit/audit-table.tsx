import { Link } from 'react-router';
import { formatShortDateTime, type StaffAuditEntry } from '@spa/domain';
import { TableHead } from '../../../components/staff/table-head';
import { actionWords, changeLines } from './audit-words';

/** One row of the log: when (in the resort's zone), who, what, about what, and what changed. */
function AuditRow({ entry, timeZone }: { entry: StaffAuditEntry; timeZone: string }) {
  const lines = changeLines(entry.Before, entry.After);
  return (
    <tr className="border-b border-sage-200 align-top">
      <td className="py-2 pr-3 whitespace-nowrap">{formatShortDateTime(entry.At, timeZone)}</td>
      <td className="py-2 pr-3">{entry.StaffName ?? '—'}</td>
      <td className="py-2 pr-3 font-semibold">{actionWords(entry.Action)}</td>
      <td className="py-2 pr-3 break-all">
        {entry.BookingId ? (
          <Link
            to={`/bookings/${entry.BookingId}`}
            className="inline-flex min-h-11 items-center text-teal-800 underline underline-offset-4"
          >
            Open the booking
          </Link>
        ) : (
          entry.Subject
        )}
      </td>
      <td className="py-2 text-sm">
        {lines.length > 0 ? (
          <ul>
            {lines.map((line) => (
              <li key={line} className="break-all">
                {line}
              </li>
            ))}
          </ul>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}

export function AuditTable({ entries, timeZone }: { entries: StaffAuditEntry[]; timeZone: string }) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">Changes, newest first</caption>
      <TableHead headings={['When', 'Who', 'What', 'About', 'Details']} />
      <tbody>
        {entries.map((entry) => (
          <AuditRow key={entry.Id} entry={entry} timeZone={timeZone} />
        ))}
      </tbody>
    </table>
  );
}
