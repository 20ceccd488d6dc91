import { useState } from 'react';
import { clsx } from 'clsx';
import { HoldStepActions } from '../../../components/booking/hold-step-actions';
import { TimeSlots } from '../../../components/booking/time-slots';
import { Alert, Loader } from '../../../components/ui/feedback';
import { useSpaDayBooking } from '../../../lib/spa-day/booking-context';
import { useHoldStep } from '../../../lib/spa-day/hold-step';
import { sameInstant } from '../../../lib/format';
import { useDiningAvailability } from './dining-api';

/** spa_day_dining: restaurant (when more than one) and dining time. */
export function DiningScreen() {
  const booking = useSpaDayBooking();
  const { search, spaDay, sessionId } = booking;
  const restaurants = spaDay.Restaurants;
  const single = restaurants.length === 1;
  const held = booking.session.Itinerary?.Dining ?? null;
  const [restaurantId, setRestaurantId] = useState<string | null>(
    held?.RestaurantId ?? (single ? (restaurants[0]?.RestaurantId ?? null) : null),
  );
  const [picked, setSlot] = useState<string | null>(null);
  const availability = useDiningAvailability({
    Guests: search.guestCount,
    ArrivalDate: search.date,
    Restaurants: restaurants.map((r) => r.RestaurantId),
    SessionId: sessionId,
  });
  const { hold, backTo, holdAndContinue } = useHoldStep('dining', 'dining');
  const restaurant = restaurants.find((r) => r.RestaurantId === restaurantId);
  const slots =
    availability.data
      ?.find((r) => r.RestaurantId === restaurantId)
      ?.RestaurantAvailabilities.flatMap((a) => a.Availability.TimeSlots) ?? [];
  // Until the guest picks another, the time the session holds (as the slots offered name it).
  const slot =
    picked ??
    (held && held.RestaurantId === restaurantId
      ? (slots.find((s) => sameInstant(s.TimeSlot, held.TimeSlot))?.TimeSlot ?? null)
      : null);
  const chosen = slots.find((s) => s.TimeSlot === slot);

  const next = async () => {
    if (!restaurant || !chosen) return;
    await holdAndContinue({
      RestaurantId: restaurant.RestaurantId,
      TimeSlot: chosen.TimeSlot,
      Facilities: chosen.Facilities,
    });
  };

  return (
    <section aria-labelledby="dining-title">
      <h1 id="dining-title" className="mb-6 text-3xl">
        {single ? 'Choose your dining time' : 'Choose your dining experience'}
      </h1>
      <div className="flex flex-col gap-6 rounded-lg bg-white p-4 shadow-sm sm:p-6">
        {!single && (
          <div role="group" aria-label="Restaurant" className="grid gap-2 sm:grid-cols-2">
            {restaurants.map((r) => {
              const pressed = r.RestaurantId === restaurantId;
              return (
                <button
                  key={r.RestaurantId}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => {
                    setRestaurantId(r.RestaurantId);
                    setSlot(null);
                  }}
                  className={clsx(
                    'min-h-11 rounded-md border-2 px-4 py-3 text-left font-semibold',
                    pressed ? 'border-teal-800 bg-teal-800 text-white' : 'border-sage-600 bg-white',
                  )}
                >
                  {r.DisplayName}
                </button>
              );
            })}
          </div>
        )}
        {!restaurant ? (
          <p>Please select a restaurant.</p>
        ) : availability.isPending ? (
          <Loader label="Loading dining times" />
        ) : availability.isError ? (
          <Alert tone="error" title="Sorry, there has been an error.">
            We could not load the dining times. Please try again.
          </Alert>
        ) : slots.length === 0 ? (
          <Alert tone="info">Sorry, we have no availability for {restaurant.DisplayName}</Alert>
        ) : (
          <div>
            <h2 className="mb-2 font-sans text-lg font-bold">{restaurant.DisplayName}</h2>
            <TimeSlots
              label={`Dining time at ${restaurant.DisplayName}`}
              options={slots.map((s) => ({ key: s.TimeSlot, label: s.DisplayTime }))}
              selected={slot}
              onSelect={setSlot}
            />
          </div>
        )}
      </div>
      <HoldStepActions hold={hold} backTo={backTo} onNext={next} ready={chosen !== undefined} />
    </section>
  );
}
