import type { StaffWaitingList } from '@spa/domain';
import { DayHeading, useShownDay } from '../../../components/staff/day-heading';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { QueryView } from '../../../components/ui/query-view';
import { useOfferByHand, useStaffWaitingList } from './waiting-list-api';

type Entry = StaffWaitingList['Entries'][number];

const STATE_WORDS: Record<Entry['State'], string> = {
  waiting: 'Waiting',
  offered: 'Offered: time held 30 minutes',
  booked: 'Booked',
  lapsed: 'Offer lapsed',
  left: 'Left the list',
};

/** staff_waiting_list: a day's waiting list; offer a time by hand (decision 0285). */
export function WaitingListScreen() {
  const day = useShownDay();
  const list = useStaffWaitingList(day.date);
  const offer = useOfferByHand(day.date);
  return (
    <>
      <DayHeading title="Waiting list" day={day} />
      <div aria-live="polite">
        {offer.isError && (
          <Alert tone="error" className="mb-4">
            {offer.error.message}
          </Alert>
        )}
        {offer.isSuccess && (
          <Alert tone="success" className="mb-4">
            Offered: the time is held for 30 minutes and the guest has been e-mailed a link to book it.
          </Alert>
        )}
      </div>
      <QueryView query={list} loading="Loading the waiting list">
        {({ Entries }) =>
          Entries.length === 0 ? (
            <p>Nobody is waiting for this day.</p>
          ) : (
            <ol className="grid gap-3">
              {Entries.map((entry) => (
                <li key={entry.Id} className="rounded-lg bg-white p-4 shadow-sm">
                  <EntryCard
                    entry={entry}
                    busy={offer.isPending && offer.variables === entry.Id}
                    onOffer={() => offer.mutate(entry.Id)}
                  />
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
    </>
  );
}

function EntryCard({ entry, busy, onOffer }: { entry: Entry; busy: boolean; onOffer: () => void }) {
  const offerable = entry.State === 'waiting' || entry.State === 'lapsed';
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h2 className="font-sans text-lg font-bold">{entry.Name}</h2>
        <p>
          {entry.PackageName ?? 'Treatments'} · {entry.PartySize} {entry.PartySize === 1 ? 'guest' : 'guests'}{' '}
          · first treatment {entry.WindowFrom} to {entry.WindowTo}
        </p>
        <ul className="text-sm">
          {entry.Treatments.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
        <p className="text-sm">
          <a className="underline underline-offset-4" href={`tel:${entry.Phone.replace(/\s/g, '')}`}>
            {entry.Phone}
          </a>{' '}
          · {entry.Email}
        </p>
        <p className="mt-1 font-semibold">
          {STATE_WORDS[entry.State]}
          {entry.OfferedByStaff && entry.State !== 'waiting' ? ' (offered by the spa team)' : ''}
        </p>
      </div>
      {offerable && (
        <Button variant="secondary" busy={busy} onClick={onOffer}>
          Offer a time<span className="sr-only"> to {entry.Name}</span>
        </Button>
      )}
    </div>
  );
}
