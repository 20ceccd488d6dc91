import { Link } from 'react-router';
import { Button, buttonClass } from '../ui/button';

/**
 * The offer of "Plan our day for us" (decision 280) on a step of the Spa Day: a link to
 * the plan screen, or a button when the step saves something first.
 */
export function PlanDayOffer(props: { to: string } | { onPlan: () => void; disabled?: boolean }) {
  const label = 'Plan our day for us';
  return (
    <div className="mt-6 flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <p>Rather not fit the times together yourselves? We can plan the whole day for your party.</p>
      {'to' in props ? (
        <Link to={props.to} className={buttonClass('secondary', 'shrink-0')}>
          {label}
        </Link>
      ) : (
        <Button variant="secondary" className="shrink-0" disabled={props.disabled} onClick={props.onPlan}>
          {label}
        </Button>
      )}
    </div>
  );
}
