import { useSearchParams } from 'react-router';
import { calendarDay, formatLongDate, type StaffWaitingList } from '@spa/domain';
import { DATE, DateInput } from '../../../components/staff/date-input';
import { Button } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { useSpaConfiguration } from '../../../lib/configuration';
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
  const timeZone = useSpaConfiguration().data?.Resort.TimeZone ?? 'Europe/London';
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = DATE.test(asked) ? asked : calendarDay(new Date(), timeZone);
  const list = useStaffWaitingList(date);
  const offer = useOfferByHand(date);
  return (
    <>
      <h1 className="mb-4 text-3xl">
        Waiting list <span className="block text-xl">{formatLongDate(date)}</span>
      </h1>
      <div className="mb-4 w-fit">
        <DateInput
          label="Date"
          value={date}
          onChange={(day) => setParams({ date: day }, { replace: true })}
        />
      </div>
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
      {list.isError && <Alert tone="error">Sorry, the waiting list could not be loaded.</Alert>}
      {!list.data && !list.isError && <Loader label="Loading the waiting list" />}
      {list.data?.Entries.length === 0 && <p>Nobody is waiting for this day.</p>}
      {list.data && list.data.Entries.length > 0 && (
        <ol className="grid gap-3">
          {list.data.Entries.map((entry) => (
            <li key={entry.Id} className="rounded-lg bg-white p-4 shadow-sm">
              <EntryCard
                entry={entry}
                busy={offer.isPending && offer.variables === entry.Id}
                onOffer={() => offer.mutate(entry.Id)}
              />
            </li>
          ))}
        </ol>
      )}
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
