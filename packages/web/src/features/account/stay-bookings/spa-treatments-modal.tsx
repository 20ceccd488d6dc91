import { useState } from 'react';
import {
  addDays,
  calendarDay,
  formatPrice,
  type HoldTreatmentItem,
  type StayPackageOffer,
} from '@spa/domain';
import { Button } from '../../../components/ui/button';
import { RadioGroup } from '../../../components/ui/choice';
import { SelectField } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { AddOnModal, AddOnTimes } from '../../../components/booking/add-on-modal';
import { ChooseTimes } from '../../../components/booking/choose-times';
import { formatTime } from '../../../lib/format';
import { SpaAddOnCost } from './package-cost';
import type { StaySpaModalProps } from './spa-group-modal';
import { useAddSpaTreatments, useStaySpaTreatmentTimes } from './stay-addons-api';
import { packageRef } from './stay-bookings-api';
import { dayOption, daysOfStay, spaGuestsOf } from './stay-addon-values';

type Treatment = StayPackageOffer['content']['SpaTreatments'][number];
type Duration = Treatment['Durations'][number];
interface Choice {
  treatment: Treatment;
  duration: Duration;
  start: string;
}

/**
 * Spa treatments on a stay (account-area §2 'Spa treatment add-on flow'): for each
 * guest, the treatment list, then the treatment and its duration, then the date,
 * Morning or Afternoon and a time, 'Confirm Time', back to the list; then the next
 * guest or Continue, which books them all on one day. The server assigns the
 * therapists and rooms; a time taken meanwhile comes back as its message.
 */
export function SpaTreatmentsModal({
  open,
  offer,
  room,
  confirmation,
  timeZone,
  onClose,
}: StaySpaModalProps) {
  const guests = spaGuestsOf(room);
  const treatments = offer.content.SpaTreatments;
  const single = guests.length === 1 && treatments.length === 1 && treatments[0]!.Durations.length === 1;
  const [guest, setGuest] = useState(0);
  const [choices, setChoices] = useState<Map<number, Choice>>(new Map());
  const [picking, setPicking] = useState<{ treatment: Treatment | null; duration: Duration | null } | null>(
    single ? { treatment: treatments[0]!, duration: treatments[0]!.Durations[0]! } : null,
  );
  const [timing, setTiming] = useState(single);
  const [date, setDate] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const add = useAddSpaTreatments(confirmation);
  const ref = packageRef(room, offer.Code);
  const tomorrow = addDays(calendarDay(new Date(), timeZone), 1);
  // One booking of treatments is one day: later guests choose times on the first guest's day.
  const firstDay = [...choices.values()][0]?.start;
  const days = firstDay ? [calendarDay(firstDay, timeZone)] : daysOfStay(room, tomorrow);
  const day = date ?? days[0] ?? null;
  const times = useStaySpaTreatmentTimes(
    confirmation,
    timing && picking?.duration && day
      ? { ...ref, date: day, guestIndex: guest, activity: picking.duration.Code }
      : null,
  );
  const periods = times.data?.GuestAvailability[0]?.Periods ?? { AM: [], PM: [] };
  const slots = (p: 'AM' | 'PM') =>
    periods[p].map((s) => ({ key: s.StartTime, label: s.DisplayTime, disabled: !s.IsAvailable }));
  const current = guests[guest]!;

  const close = () => {
    add.reset();
    onClose();
  };
  const confirmTime = () => {
    if (!picking?.treatment || !picking.duration || !start) return;
    setChoices(
      new Map(choices).set(guest, { treatment: picking.treatment, duration: picking.duration, start }),
    );
    setPicking(null);
    setTiming(false);
    setStart(null);
  };
  const submit = () => {
    const selections: HoldTreatmentItem[] = [...choices.entries()].map(([GuestIndex, c]) => ({
      GuestIndex,
      AppointmentTypeID: c.duration.AppointmentTypeID,
      StartTime: c.start,
    }));
    if (selections.length === 0 || !firstDay) return close();
    add.mutate({ ...ref, date: calendarDay(firstDay, timeZone), selections }, { onSuccess: close });
  };

  const chosen = choices.get(guest);
  const footer = timing ? (
    <>
      <Button variant="secondary" onClick={() => setTiming(false)}>
        Back
      </Button>
      <Button onClick={confirmTime} disabled={!start}>
        Confirm Time
      </Button>
    </>
  ) : picking ? (
    <>
      <Button variant="secondary" onClick={() => setPicking(null)}>
        Back to the list
      </Button>
      <Button onClick={() => setTiming(true)} disabled={!picking.duration}>
        Choose a time
      </Button>
    </>
  ) : (
    <>
      {guest < guests.length - 1 && (
        <Button variant="secondary" onClick={() => setGuest(guest + 1)}>
          Next guest
        </Button>
      )}
      <Button onClick={submit} busy={add.isPending}>
        Continue
      </Button>
    </>
  );

  return (
    <AddOnModal
      open={open}
      title={`${offer.content.DisplayName}: ${current.name}`}
      onClose={close}
      footer={footer}
      problem={add.isError && <Alert tone="error">{add.error.message}</Alert>}
    >
      {guests.length > 1 && (
        <p className="text-sm">
          Guest {guest + 1} of {guests.length}. Treatments of one booking are on one day.
        </p>
      )}
      {!picking && (
        <GuestTreatmentList
          who={current.name}
          chosen={chosen}
          treatments={treatments}
          timeZone={timeZone}
          onChoose={(t) =>
            setPicking({ treatment: t, duration: t.Durations.length === 1 ? t.Durations[0]! : null })
          }
        />
      )}
      {!picking && choices.size > 0 && (
        <SpaAddOnCost
          offer={offer}
          room={room}
          totalPence={[...choices.values()].reduce((sum, c) => sum + c.duration.Price, 0)}
        />
      )}
      {picking?.treatment && !timing && (
        <DurationChoice
          treatment={picking.treatment}
          name={`duration-${guest}`}
          value={picking.duration}
          onChange={(duration) => setPicking({ ...picking, duration })}
        />
      )}
      {timing && picking?.duration && (
        <>
          <p className="font-semibold">
            {picking.treatment?.DisplayName}, {picking.duration.Duration} minutes
          </p>
          <SelectField
            label="Date"
            value={day ?? ''}
            onChange={(e) => {
              setDate(e.target.value);
              setStart(null);
            }}
            options={days.map(dayOption)}
          />
          <AddOnTimes
            loading={times.isFetching}
            loadingLabel="Finding times"
            error={times.isError ? times.error.message : null}
            count={periods.AM.length + periods.PM.length}
          >
            <ChooseTimes
              label="Time"
              periodLegend="Time of day"
              name={`period-${guest}`}
              periodLabels={{ AM: 'Morning', PM: 'Afternoon' }}
              slots={{ AM: slots('AM'), PM: slots('PM') }}
              selected={start}
              onSelect={setStart}
              empty={<p>Sorry, we have no availability.</p>}
            />
          </AddOnTimes>
        </>
      )}
    </AddOnModal>
  );
}

/** A guest's step of the list: what they have chosen, and each treatment's Choose. */
function GuestTreatmentList({
  who,
  chosen,
  treatments,
  timeZone,
  onChoose,
}: {
  who: string;
  chosen: Choice | undefined;
  treatments: Treatment[];
  timeZone: string;
  onChoose: (treatment: Treatment) => void;
}) {
  return (
    <>
      {chosen ? (
        <p>
          {who}: {chosen.treatment.DisplayName}, {chosen.duration.Duration} minutes at{' '}
          {formatTime(chosen.start, timeZone)} ({formatPrice(chosen.duration.Price)}).
        </p>
      ) : (
        <p>No treatment chosen for {who} yet.</p>
      )}
      <ul className="flex flex-col gap-2" aria-label="Treatments">
        {treatments.map((t) => (
          <li key={t.DisplayName} className="flex flex-wrap items-center justify-between gap-2">
            <span>{t.DisplayName}</span>
            <Button
              variant="secondary"
              aria-label={`Choose ${t.DisplayName} for ${who}`}
              onClick={() => onChoose(t)}
            >
              Choose
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The treatment's description and its durations with their prices. */
function DurationChoice({
  treatment,
  name,
  value,
  onChange,
}: {
  treatment: Treatment;
  name: string;
  value: Duration | null;
  onChange: (duration: Duration) => void;
}) {
  return (
    <>
      <p className="font-semibold">{treatment.DisplayName}</p>
      <p className="text-sm">{treatment.Description}</p>
      <RadioGroup
        legend="Duration"
        name={name}
        value={value?.Code ?? null}
        options={treatment.Durations.map((d) => ({
          value: d.Code,
          label: `${d.Duration} minutes, ${formatPrice(d.Price)}`,
        }))}
        onChange={(code) => onChange(treatment.Durations.find((d) => d.Code === code)!)}
      />
    </>
  );
}
