import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { HoldKind, LunchOrderWire, PlanWire } from '@spa/domain';
import { HoldError } from '../../../components/booking/hold-error';
import { StepActions } from '../../../components/booking/step-actions';
import { buttonClass } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { searchAgainPath, useBooking } from '../../../lib/spa-day/booking-context';
import { guestName } from '../../../lib/spa-day/search-state';
import { usePlans, useTakePlan } from './day-plan-api';
import { PlanCard } from './plan-card';
import { PlanPreferences } from './plan-preferences';
import { PlanUnplanned } from './plan-unplanned';

/**
 * spa_day_plan, "Plan our day for us" (issue 27, decision 280): once the guests have
 * chosen their treatments, the server composes their whole day (arrival, dining, garden,
 * every treatment) and offers the best plans; one button holds a plan for everyone, and
 * the booking goes on from the treatment times' next step. Every step stays editable.
 */
export function DayPlanScreen() {
  const booking = useBooking();
  const { search, sessionId, flow, spaDay } = booking;
  const navigate = useNavigate();
  const many = search.guestCount > 1;
  const [together, setTogether] = useState(false);
  const [lunchOrder, setLunchOrder] = useState<LunchOrderWire>('any');
  const plans = usePlans(sessionId, {
    GuestRequirements: search.guests.map((g, GuestIndex) => ({
      GuestIndex,
      Activities: g.treatments.map((t) => t.Code),
    })),
    StartTogether: many && together,
    LunchOrder: lunchOrder,
  });
  const take = useTakePlan(sessionId);
  const [choosing, setChoosing] = useState<number | null>(null);
  const names = search.guests.map((g, i) => guestName(g, i));
  const title = useRef<HTMLHeadingElement>(null);
  // A new screen: focus on its heading (the plans may take a moment to come).
  useEffect(() => title.current?.focus(), []);

  const choose = async (plan: PlanWire, number: number) => {
    setChoosing(number);
    try {
      await take.mutateAsync({ Changes: plan.Changes, Treatments: plan.Treatments });
    } catch {
      setChoosing(null);
      return; // shown below from take.error; the plans are asked again
    }
    const to = flow.path(flow.next('plan'));
    const planned: HoldKind[] = [...plan.Changes.map((c) => c.Kind), 'treatments'];
    const heldKinds = [...new Set([...search.heldKinds, ...planned])];
    await booking.save({ ...search, treatmentsTogether: many && together, heldKinds, lastPath: to });
    void navigate(to);
  };

  const offered = plans.data?.Plans ?? [];
  return (
    <section aria-labelledby="plan-title">
      <h1 id="plan-title" ref={title} tabIndex={-1} className="mb-2 text-3xl focus:outline-none">
        Plan our day for us
      </h1>
      <p className="mb-6 max-w-3xl">
        We have put your day together from the times that are free. Choosing a plan holds every part of it for
        your party; you can still change any of it afterwards.
      </p>
      <PlanPreferences
        many={many}
        hasDining={!!spaDay?.HasDining}
        together={together}
        lunchOrder={lunchOrder}
        onTogether={setTogether}
        onLunchOrder={setLunchOrder}
      />
      <HoldError error={take.error} />
      {plans.isPending ? (
        <Loader label="Planning your day" />
      ) : plans.isError ? (
        <Alert tone="error" title="Sorry, we could not plan your day.">
          <p>Please try again, or choose your treatment times yourself.</p>
        </Alert>
      ) : (
        <>
          {plans.data.Unplanned && (
            <PlanUnplanned
              unplanned={plans.data.Unplanned}
              treatmentsPath={flow.path('treatments')}
              searchOn={(date) =>
                searchAgainPath(date ? { ...booking, search: { ...search, date } } : booking)
              }
            />
          )}
          <ol className="flex flex-col gap-6" aria-label="Plans for your day">
            {offered.map((plan, i) => (
              <li key={i}>
                <PlanCard
                  plan={plan}
                  number={i + 1}
                  names={names}
                  busy={choosing === i + 1}
                  onChoose={() => void choose(plan, i + 1)}
                />
              </li>
            ))}
          </ol>
        </>
      )}
      <StepActions
        backTo={flow.path('treatments')}
        middle={
          <Link to={flow.path('treatment-times')} className={buttonClass('secondary')}>
            Choose times yourself
          </Link>
        }
      />
    </section>
  );
}
