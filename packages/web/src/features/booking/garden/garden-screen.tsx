import { useState } from 'react';
import { HoldStepActions } from '../../../components/booking/hold-step-actions';
import { GuestTimeSlots } from '../../../components/booking/time-slots';
import { Checkbox } from '../../../components/ui/choice';
import { Alert, Loader } from '../../../components/ui/feedback';
import { formatTime } from '../../../lib/format';
import { useSpaDayBooking } from '../../../lib/spa-day/booking-context';
import { useGuestTimes, useHoldStep } from '../../../lib/spa-day/hold-step';
import { guestName } from '../../../lib/spa-day/search-state';
import { useGardenSlots } from './garden-api';

/** spa_day_garden: 'Your Spa Day includes access to the Spa Garden'. */
export function GardenScreen() {
  const booking = useSpaDayBooking();
  const { search, spaDay, sessionId, timeZone } = booking;
  const many = search.guestCount > 1;
  const [together, setTogether] = useState(search.gardenTogether);
  const groups = useGardenSlots({
    date: search.date,
    spaGardenCode: spaDay.SpaGardenCode ?? '',
    numberOfGuests: together ? search.guestCount : 1,
    SessionId: sessionId,
  });
  const { hold, backTo, holdAndContinue } = useHoldStep('garden', 'garden');
  const slots = groups.data?.Groups.find((g) => g.Code === spaDay.SpaGardenCode)?.Slots ?? [];
  const [times, setTimes] = useGuestTimes(
    search.guests.length,
    booking.session.Itinerary?.Gardens ?? [],
    slots,
  );
  const open = slots.filter((s) => !s.IsBlocked);
  const complete = times.every((t) => t && open.some((s) => s.StartDateTime === t));

  const options = slots.map((s) => ({
    key: s.StartDateTime,
    label: formatTime(s.StartDateTime, timeZone),
    disabled: s.IsBlocked,
  }));

  const next = async () => {
    const chosen = times.map((t) => slots.find((s) => s.StartDateTime === t));
    if (chosen.some((s) => !s)) return;
    await holdAndContinue(
      { Sessions: chosen.map((s, GuestIndex) => ({ GuestIndex, StartDateTime: s!.StartDateTime })) },
      (shown) => ({ ...shown, gardenTogether: together }),
    );
  };

  return (
    <section aria-labelledby="garden-title">
      <h1 id="garden-title" className="mb-6 text-3xl">
        Your Spa Day includes access to the Spa Garden
      </h1>
      {groups.isPending ? (
        <Loader label="Loading spa garden times" />
      ) : groups.isError ? (
        <Alert tone="error" title="Sorry, there has been an error.">
          We could not load the spa garden times. Please try again.
        </Alert>
      ) : (
        <div className="flex flex-col gap-6 rounded-lg bg-white p-4 shadow-sm sm:p-6">
          {many && (
            <Checkbox
              name="gardenTogether"
              label="Start all guests at the same time"
              checked={together}
              onChange={(event) => {
                setTogether(event.target.checked);
                if (event.target.checked) setTimes(times.map(() => times[0] ?? null));
              }}
            />
          )}
          {open.length === 0 ? (
            <Alert tone="info">Please choose an alternative date or time for this experience.</Alert>
          ) : (
            <GuestTimeSlots
              label="Spa garden access time"
              guestNames={search.guests.map(guestName)}
              together={together}
              options={() => options}
              times={times}
              onChange={setTimes}
            />
          )}
        </div>
      )}
      <HoldStepActions hold={hold} backTo={backTo} onNext={next} ready={complete} />
    </section>
  );
}
