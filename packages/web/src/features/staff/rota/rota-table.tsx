import { formatShortDate, type RotaDayView, type RotaWeek } from '@spa/domain';
import { Button } from '../../../components/ui/button';

/** One therapist-date's shifts in words: '09:00–17:30, break 12:30–13:00'; 'Day off'. */
function shiftsText(day: RotaDayView): string[] {
  if (day.Shifts.length === 0) return ['Day off'];
  return day.Shifts.map(
    (s) =>
      `${s.Start}–${s.End}${s.EndsNextDay ? ' (next day)' : ''}${s.Breaks.map((b) => `, break ${b.Start}–${b.End}`).join('')}`,
  );
}

interface RotaTableProps {
  week: RotaWeek;
  /** A spa manager's buttons; reception reads only. */
  canEdit: boolean;
  onEdit: (staffId: string, date: string) => void;
  onClose: (date: string) => void;
  onReopen: (date: string) => void;
}

/** The week: a row per therapist, a column per date; each cell the shifts that start that date. */
export function RotaTable({ week, canEdit, onEdit, onClose, onReopen }: RotaTableProps) {
  return (
    <div
      className="mb-6 overflow-x-auto rounded-lg bg-white shadow-sm"
      role="region"
      aria-labelledby="rota-caption"
      tabIndex={0}
    >
      <table className="w-full border-collapse text-sm">
        <caption id="rota-caption" className="p-3 text-left text-lg font-semibold">
          Shifts from {formatShortDate(week.From)}
        </caption>
        <thead>
          <tr className="bg-sage-50">
            <th scope="col" className="p-2 text-left">
              Therapist
            </th>
            {week.Dates.map((d) => (
              <th key={d.Date} scope="col" className="min-w-28 p-2 text-left align-top">
                {formatShortDate(d.Date)}
                {d.Closed !== null && (
                  <span className="mt-1 block rounded bg-danger px-1 font-semibold text-white">
                    Closed: {d.Closed}
                  </span>
                )}
                {canEdit &&
                  (d.Closed === null ? (
                    <Button variant="link" className="text-sm" onClick={() => onClose(d.Date)}>
                      Close<span className="sr-only"> the spa on {formatShortDate(d.Date)}</span>
                    </Button>
                  ) : (
                    <Button variant="link" className="text-sm" onClick={() => onReopen(d.Date)}>
                      Open again<span className="sr-only">: {formatShortDate(d.Date)}</span>
                    </Button>
                  ))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sage-200">
          {week.Therapists.map((t) => (
            <tr key={t.Id}>
              <th scope="row" className="p-2 text-left align-top font-semibold">
                {t.Name}
              </th>
              {t.Days.map((day) => (
                <td key={day.Date} className="p-2 align-top">
                  <ul>
                    {shiftsText(day).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                  <span className="block text-xs text-sage-700">
                    {day.Rostered ? 'Rota' : 'Weekly pattern'}
                  </span>
                  {canEdit && (
                    <Button variant="link" className="text-sm" onClick={() => onEdit(t.Id, day.Date)}>
                      Edit
                      <span className="sr-only">
                        {' '}
                        {t.Name} on {formatShortDate(day.Date)}
                      </span>
                    </Button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
