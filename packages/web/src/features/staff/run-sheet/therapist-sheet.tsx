import { Link } from 'react-router';
import { formatLongDate, formatTime } from '@spa/domain';
import { TableHead } from '../../../components/staff/table-head';
import type { RunSheet } from './run-sheet-values';

/** One therapist's day on screen and on one A4 page: hours worked, then each treatment in order. */
export function TherapistSheet({
  sheet,
  date,
  timeZone,
}: {
  sheet: RunSheet;
  date: string;
  timeZone: string;
}) {
  const time = (at: string) => formatTime(at, timeZone);
  const hours = sheet.working.map((w) => `${time(w.Start)}–${time(w.End)}`).join(', ');
  return (
    <section
      aria-labelledby={`sheet-${sheet.staffId}`}
      className="run-sheet mb-8 rounded-lg bg-white p-4 shadow-sm print:mb-0 print:break-after-page print:rounded-none print:p-0 print:shadow-none"
    >
      <h2 id={`sheet-${sheet.staffId}`} className="text-2xl">
        {sheet.name}
      </h2>
      <p className="mb-3">
        {formatLongDate(date)}, {hours ? `working ${hours}` : 'not working'}
      </p>
      {sheet.lines.length === 0 ? (
        <p>No treatments booked.</p>
      ) : (
        <table className="w-full border-collapse text-left print:text-[11pt]">
          <caption className="sr-only">{sheet.name}'s treatments by time</caption>
          <TableHead headings={['Time', 'Guest', 'Treatment', 'Room', 'Notes']} />
          <tbody>
            {sheet.lines.map((line) => (
              <tr key={line.key} className="border-b border-sage-200 align-top break-inside-avoid">
                <td className="py-2 pr-3 font-semibold whitespace-nowrap">
                  {time(line.start)}–{time(line.end)}
                </td>
                <td className="py-2 pr-3">
                  {line.bookingId ? (
                    <Link
                      to={`/bookings/${line.bookingId}`}
                      className="font-semibold text-teal-800 underline underline-offset-4 print:text-ink print:no-underline"
                    >
                      {line.guest}
                    </Link>
                  ) : (
                    line.guest
                  )}
                  <span className="block text-sm">
                    {[line.confirmationId, line.status].filter(Boolean).join(' · ')}
                  </span>
                </td>
                <td className="py-2 pr-3">{line.treatment}</td>
                <td className="py-2 pr-3">{line.room}</td>
                <td className="py-2">
                  {line.flags.length > 0 ? (
                    <ul>
                      {line.flags.map((flag) => (
                        <li key={flag} className="font-semibold whitespace-pre-line">
                          {flag}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
