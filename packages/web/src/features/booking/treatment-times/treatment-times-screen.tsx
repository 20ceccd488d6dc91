import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { TimeSlot } from '@spa/domain';
import { HoldStepActions } from '../../../components/booking/hold-step-actions';
import { ChooseTimes, type PeriodSlots } from '../../../components/booking/choose-times';
import { TimesPanel } from '../../../components/booking/times-panel';
import { PhoneLink } from '../../../components/ui/phone-link';
import { ApiError } from '../../../lib/api-client';
import { buttonClass } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { searchAgainPath, useBooking } from '../../../lib/spa-day/booking-context';
import { useHoldStep } from '../../../lib/spa-day/hold-step';
import { guestName } from '../../../lib/spa-day/search-state';
import { sameInstant } from '../../../lib/format';
import { JoinWaitingList } from '../../../components/booking/join-waiting-list';
import { useTappedSlot } from '../../../lib/desk-slot';
import { DeadEndWayOut } from './dead-end-way-out';
import { useTreatmentAvailability } from './treatment-times-api';

/** 'Ann', 'Ann and Bob', 'Ann, Bob and Cat'. */
function joinNames(names: string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** spa_day_treatment_times and spa_treatment_treatment_times: 'When would you like your first treatment to begin?' */
export function TreatmentTimesScreen() {
  const booking = useBooking();
  const { search, sessionId, phone, flow } = booking;
  const many = search.guestCount > 1;
  const [together, setTogether] = useState(search.treatmentsTogether);
  const [picked, setStarts] = useState<(string | null)[] | null>(null);
  /** Set once the dead end's way out is held: said, and focus moves to the freed times. */
  const [wayOutTaken, setWayOutTaken] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  // At the desk, for a therapist's slot tapped on the diary: that therapist's times (decision 0440).
  const tapped = useTappedSlot(search);
  const asked = (guest: number) => (tapped && guest === 0 ? { StaffId: tapped.staffId } : {});
  const availability = useTreatmentAvailability({
    SessionId: sessionId,
    Date: search.date,
    GuestRequirements: search.guests.map((g, GuestIndex) => ({
      GuestIndex,
      Activities: g.treatments.map((t) => t.Code),
      ...asked(GuestIndex),
    })),
    StartTogether: many && together,
  });
  const { hold, backTo, to, holdAndContinue } = useHoldStep('treatment-times', 'treatments');
  const guests = availability.data?.GuestAvailability ?? [];
  const slotOf = (guest: number, start: string | null): TimeSlot | undefined => {
    const g = guests.find((a) => a.GuestIndex === guest);
    return g
      ? [...g.Periods.AM, ...g.Periods.PM].find((s) => s.StartTime === start && s.IsAvailable)
      : undefined;
  };
  // Until the guest picks another, each guest's first treatment the session holds (or the tapped slot's time).
  const held = booking.session.Itinerary?.Treatments ?? [];
  const heldStart = (guest: number) => {
    const at =
      held.find((t) => t.GuestIndex === guest)?.StartTime ?? (guest === 0 ? tapped?.startTime : undefined);
    const g = guests.find((a) => a.GuestIndex === guest);
    const shown = at && g && [...g.Periods.AM, ...g.Periods.PM].find((s) => sameInstant(s.StartTime, at));
    return shown && shown.IsAvailable ? shown.StartTime : null;
  };
  // A time taken by another group meanwhile (409) is no longer chosen; the times are read
  // again (next), so that it and the times overlapping it are struck through.
  const refused =
    hold.error instanceof ApiError && hold.error.status === 409
      ? new Set(hold.variables?.Items.map((item) => item.StartTime))
      : new Set<string>();
  const starts = (picked ?? search.guests.map((_, i) => heldStart(i))).map((start) =>
    start && refused.has(start) ? null : start,
  );
  const anyAvailable = guests.some((g) => [...g.Periods.AM, ...g.Periods.PM].some((s) => s.IsAvailable));
  const complete = search.guests.every((_, i) => slotOf(i, starts[i] ?? null));
  const names = search.guests.map((g, i) => guestName(g, i));

  /** The server answers a combined start (StartTogether) for every guest alike: show guest 1's. */
  const ofGuest = (guest: number): PeriodSlots => {
    const periods = guests.find((g) => g.GuestIndex === guest)?.Periods ?? { AM: [], PM: [] };
    const options = (slots: TimeSlot[]) =>
      slots.map((slot) => ({ key: slot.StartTime, label: slot.DisplayTime, disabled: !slot.IsAvailable }));
    return { AM: options(periods.AM), PM: options(periods.PM) };
  };

  /** The server assigns each guest a free therapist and room (disjoint when times overlap). */
  const next = async () => {
    const slots = search.guests.map((_, i) => slotOf(i, starts[i] ?? null));
    if (slots.some((s) => !s)) return;
    await holdAndContinue(
      {
        Items: slots.flatMap((slot, GuestIndex) =>
          slot!.TreatmentTimes.map((t) => ({
            GuestIndex,
            StartTime: t.StartTime,
            StaffId: t.StaffId,
            RoomId: t.RoomId,
            AppointmentTypeID: t.AppointmentTypeID,
            // The therapist the desk asked for: held with them or refused, never swapped.
            ...(tapped && GuestIndex === 0 ? { StaffRequested: true as const } : {}),
          })),
        ),
      },
      (shown) => ({ ...shown, treatmentsTogether: together }),
    );
    void availability.refetch();
  };

  const chooser = (i: number, who: string, onSelect: (key: string) => void) => (
    <div>
      <h2 className="mb-2 font-sans text-lg font-bold">First treatment time for {who}</h2>
      <ChooseTimes
        label={`First treatment time for ${who}`}
        periodLegend={`Morning or afternoon for ${who}`}
        name={`period-${i}`}
        slots={ofGuest(i)}
        selected={starts[i]}
        onSelect={(key) => {
          hold.reset(); // a new choice: the refusal of the last one is done with
          onSelect(key);
        }}
        empty={<p>Sorry, we have no availability for {who}.</p>}
      />
    </div>
  );

  const nextLabel =
    to === 'add-ons' ? (
      <>
        <span className="sm:hidden">Add ons</span>
        <span className="hidden sm:inline">Next</span>
      </>
    ) : (
      'Next'
    );

  return (
    <section aria-labelledby="times-title">
      <h1 id="times-title" ref={title} tabIndex={-1} className="mb-6 text-3xl focus:outline-none">
        When would you like your first treatment to begin?
      </h1>
      {tapped && <p className="mb-4">Times with {tapped.staffName}, tapped on the diary.</p>}
      <p role="status" className={wayOutTaken && anyAvailable ? 'mb-4' : 'sr-only'}>
        {wayOutTaken && anyAvailable ? 'Your changes are held. Choose a treatment time below.' : ''}
      </p>
      {availability.isPending ? (
        <Loader label="Finding treatment times" />
      ) : availability.isError || !anyAvailable ? (
        <>
          <Alert tone="error" title="Sorry, we have no availability for your chosen treatments.">
            <p>
              Please choose another treatment, time or date by pressing back, or join our waiting list: online
              below, or by calling <PhoneLink phone={phone} />.
            </p>
            <DeadEndWayOut
              blockedBy={availability.data?.BlockedBy}
              sessionId={sessionId}
              flow={flow}
              searchAgain={(date) =>
                searchAgainPath(date ? { ...booking, search: { ...search, date } } : booking)
              }
              onTaken={() => {
                setWayOutTaken(true);
                title.current?.focus();
              }}
            />
            {flow.kind === 'day' && (
              <Link to={flow.path('plan')} className={buttonClass('secondary', 'mt-3')}>
                Plan our day for us
              </Link>
            )}
          </Alert>
          {flow.kind === 'day' && (
            <JoinWaitingList
              phone={phone}
              target={{
                sessionId,
                wish: {
                  Wants: 'treatments',
                  GuestRequirements: search.guests.map((g, GuestIndex) => ({
                    GuestIndex,
                    Activities: g.treatments.map((t) => t.Code),
                  })),
                },
              }}
            />
          )}
        </>
      ) : (
        <TimesPanel
          together={
            many
              ? {
                  name: 'treatmentsTogether',
                  label: "Start all guest's treatments at the same time",
                  checked: together,
                  onChange: (checked) => {
                    setTogether(checked);
                    setStarts(starts.map(() => null));
                  },
                }
              : undefined
          }
        >
          {together || !many
            ? chooser(0, joinNames(names), (key) => setStarts(starts.map(() => key)))
            : search.guests.map((_, i) => (
                <div key={i}>
                  {chooser(i, names[i] ?? '', (key) => setStarts(starts.map((s, j) => (j === i ? key : s))))}
                </div>
              ))}
        </TimesPanel>
      )}
      <HoldStepActions hold={hold} backTo={backTo} onNext={next} ready={complete} nextLabel={nextLabel} />
    </section>
  );
}
