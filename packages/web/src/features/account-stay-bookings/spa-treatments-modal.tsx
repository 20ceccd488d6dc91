import { useState } from 'react';
import {
  addDays,
  calendarDay,
  formatPrice,
  type HoldTreatmentItem,
  type StayPackageOffer,
  type StayRoom,
} from '@spa/domain';
import { Button } from '../../components/ui/button';
import { RadioGroup } from '../../components/ui/choice';
import { SelectField } from '../../components/ui/field';
import { Alert, Loader } from '../../components/ui/feedback';
import { Modal } from '../../components/ui/modal';
import { formatTime } from '../../lib/format';
import { useAddSpaTreatments, useStaySpaTreatmentTimes } from './stay-addons-api';
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
}: {
  open: boolean;
  offer: StayPackageOffer;
  room: StayRoom;
  confirmation: string;
  timeZone: string;
  onClose: () => void;
}) {
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
  const [period, setPeriod] = useState<'AM' | 'PM'>('AM');
  const [start, setStart] = useState<string | null>(null);
  const add = useAddSpaTreatments(confirmation);
  const ref = { internalIdentifier: room.InternalIdentifier, leg: room.Leg, productCode: offer.Code };
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
  const slots = times.data?.GuestAvailability[0]?.Periods[period] ?? [];
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
    <Modal
      open={open}
      title={`${offer.content.DisplayName}: ${current.name}`}
      onClose={close}
      footer={footer}
    >
      <div className="flex flex-col gap-4">
        {guests.length > 1 && (
          <p className="text-sm">
            Guest {guest + 1} of {guests.length}. Treatments of one booking are on one day.
          </p>
        )}
        {!picking && (
          <>
            {chosen ? (
              <p>
                {current.name}: {chosen.treatment.DisplayName}, {chosen.duration.Duration} minutes at{' '}
                {formatTime(chosen.start, timeZone)} ({formatPrice(chosen.duration.Price)}).
              </p>
            ) : (
              <p>No treatment chosen for {current.name} yet.</p>
            )}
            <ul className="flex flex-col gap-2" aria-label="Treatments">
              {treatments.map((t) => (
                <li key={t.DisplayName} className="flex flex-wrap items-center justify-between gap-2">
                  <span>{t.DisplayName}</span>
                  <Button
                    variant="secondary"
                    aria-label={`Choose ${t.DisplayName} for ${current.name}`}
                    onClick={() =>
                      setPicking({
                        treatment: t,
                        duration: t.Durations.length === 1 ? t.Durations[0]! : null,
                      })
                    }
                  >
                    Choose
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
        {picking?.treatment && !timing && (
          <>
            <p className="font-semibold">{picking.treatment.DisplayName}</p>
            <p className="text-sm">{picking.treatment.Description}</p>
            <RadioGroup
              legend="Duration"
              name={`duration-${guest}`}
              value={picking.duration?.Code ?? null}
              options={picking.treatment.Durations.map((d) => ({
                value: d.Code,
                label: `${d.Duration} minutes, ${formatPrice(d.Price)}`,
              }))}
              onChange={(code) =>
                setPicking({
                  ...picking,
                  duration: picking.treatment!.Durations.find((d) => d.Code === code)!,
                })
              }
            />
          </>
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
            <RadioGroup
              legend="Time of day"
              name={`period-${guest}`}
              tiles
              value={period}
              options={[
                { value: 'AM', label: 'Morning' },
                { value: 'PM', label: 'Afternoon' },
              ]}
              onChange={(p) => {
                setPeriod(p);
                setStart(null);
              }}
            />
            {times.isFetching ? (
              <Loader label="Finding times" />
            ) : times.isError ? (
              <Alert tone="error">{times.error.message}</Alert>
            ) : slots.length === 0 || slots.every((s) => !s.IsAvailable) ? (
              <p>Sorry, we have no availability.</p>
            ) : (
              <RadioGroup
                legend="Time"
                name={`time-${guest}`}
                tiles
                value={start}
                options={slots.map((s) => ({
                  value: s.StartTime,
                  label: s.DisplayTime,
                  disabled: !s.IsAvailable,
                }))}
                onChange={setStart}
              />
            )}
          </>
        )}
        {add.isError && <Alert tone="error">{add.error.message}</Alert>}
      </div>
    </Modal>
  );
}
