import { useState } from 'react';
import { JoinWaitingList } from '../../../components/booking/join-waiting-list';
import { HoldStepActions } from '../../../components/booking/hold-step-actions';
import { PlanDayOffer } from '../../../components/booking/plan-day-offer';
import { GuestTimeSlots } from '../../../components/booking/time-slots';
import { TimesPanel } from '../../../components/booking/times-panel';
import { PhoneLink } from '../../../components/ui/phone-link';
import { Alert, Loader } from '../../../components/ui/feedback';
import { useSpaDayBooking } from '../../../lib/spa-day/booking-context';
import { spaDayPath } from '../../../lib/spa-day/flow';
import { useGuestTimes, useHoldStep } from '../../../lib/spa-day/hold-step';
import { canPlanDay } from '../../../lib/spa-day/plan-entry';
import { guestName } from '../../../lib/spa-day/search-state';
import { usePackages } from './arrival-api';

/** spa_day_arrival_time: 'Choose an arrival time?' per band time of the package. */
export function ArrivalScreen() {
  const booking = useSpaDayBooking();
  const { search, spaDay, sessionId } = booking;
  const packages = usePackages(search.date, search.guestCount, sessionId);
  const { hold, backTo, holdAndContinue } = useHoldStep('arrival', 'arrival');
  const [together, setTogether] = useState(search.arrivalTogether);
  const bandTimes = packages.data?.packages.find((p) => p.PremierId === spaDay.PremierId)?.BandTimes ?? [];
  const [times, setTimes] = useGuestTimes(
    search.guests.length,
    booking.session.Itinerary?.Arrivals ?? [],
    bandTimes,
  );
  const many = search.guestCount > 1;
  const complete = times.every(Boolean);

  const next = async () => {
    const chosen = times.map((t) => bandTimes.find((b) => b.StartDateTime === t));
    if (chosen.some((b) => !b)) return;
    await holdAndContinue(
      {
        BandNumber: chosen[0]!.BandNumber,
        Arrivals: chosen.map((b, GuestIndex) => ({ GuestIndex, StartDateTime: b!.StartDateTime })),
      },
      (shown) => ({ ...shown, arrivalTogether: together }),
    );
  };

  const options = (perGuest: boolean) =>
    bandTimes.map((b) => ({
      key: b.StartDateTime,
      label: b.StartTime,
      disabled: perGuest ? b.SpacesAvailable < 1 : !b.IsAvailable,
    }));

  return (
    <section aria-labelledby="arrival-title">
      <h1 id="arrival-title" className="mb-2 text-3xl">
        Choose an arrival time?
      </h1>
      <p className="mb-6">Please arrive 15 minutes before your Spa Day starts.</p>
      {packages.isPending ? (
        <Loader label="Loading arrival times" />
      ) : packages.isError ? (
        <Alert tone="error" title="Sorry, there has been an error.">
          We could not load the arrival times. Please try again.
        </Alert>
      ) : bandTimes.length === 0 || bandTimes.every((b) => !b.IsAvailable) ? (
        <>
          <Alert tone="info" title="Sorry, we have no availability.">
            Please choose another date, or join our waiting list: online below, or by calling{' '}
            <PhoneLink phone={booking.phone} />.
          </Alert>
          <JoinWaitingList phone={booking.phone} target={{ sessionId, wish: { Wants: 'arrival' } }} />
        </>
      ) : (
        <TimesPanel
          together={
            many
              ? {
                  name: 'arrivalTogether',
                  label: "Start all guest's days at the same time",
                  checked: together,
                  onChange: (checked) => {
                    setTogether(checked);
                    if (checked) setTimes(times.map(() => times[0] ?? null));
                  },
                }
              : undefined
          }
        >
          <GuestTimeSlots
            label="Arrival time"
            guestNames={search.guests.map(guestName)}
            together={together}
            options={options}
            times={times}
            onChange={setTimes}
          />
        </TimesPanel>
      )}
      {canPlanDay(search, spaDay) && <PlanDayOffer to={spaDayPath(sessionId, 'plan')} />}
      <HoldStepActions hold={hold} backTo={backTo} onNext={next} ready={complete} />
    </section>
  );
}
