import { formatAccountDate, type WaitingEntryWire } from '@spa/domain';
import { Button } from '../ui/button';
import { Alert } from '../ui/feedback';
import { useLeaveWaitingList, useMemberWaitingList } from '../../lib/waiting-list-api';

const STATE_WORDS: Record<WaitingEntryWire['State'], string> = {
  waiting: 'Waiting for a time to become free',
  offered: 'A time is held for you: see the e-mail we sent to book it',
  booked: 'Booked',
  lapsed: 'The time we offered was not booked in time',
  left: 'You left the list',
};

/** The member's waiting list entries (decision 0285), with "Leave the list"; nothing when none. */
export function WaitingEntries() {
  const entries = useMemberWaitingList();
  const leave = useLeaveWaitingList();
  const list = entries.data?.Entries ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="waiting-entries-title" className="mt-8 flex flex-col gap-3">
      <h3 id="waiting-entries-title" className="text-xl">
        Your waiting list
      </h3>
      {leave.isError && (
        <Alert tone="error">Sorry, we could not take you off the list. Please try again.</Alert>
      )}
      <ul className="flex flex-col gap-3">
        {list.map((entry) => (
          <li key={entry.Id}>
            <article className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-sage-200 p-4">
              <div>
                <h4 className="font-sans text-lg font-bold">{entry.PackageName ?? 'Spa treatments'}</h4>
                <p>
                  {formatAccountDate(entry.Date)} · {entry.PartySize}{' '}
                  {entry.PartySize === 1 ? 'guest' : 'guests'} · first treatment {entry.WindowFrom} to{' '}
                  {entry.WindowTo}
                </p>
                <p className="text-sm">{STATE_WORDS[entry.State]}</p>
              </div>
              {entry.State === 'waiting' && (
                <Button
                  variant="secondary"
                  busy={leave.isPending && leave.variables === entry.Id}
                  onClick={() => leave.mutate(entry.Id)}
                >
                  Leave the list
                  <span className="sr-only"> for {formatAccountDate(entry.Date)}</span>
                </Button>
              )}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
