import { Link } from 'react-router';
import type { PlansResponse } from '@spa/domain';
import { buttonClass } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { formatLongDate } from '../../../lib/format';

/**
 * When no plan fits as asked: why, and the nearest choice that works (plans that start
 * the guests apart are shown below it; other treatments; the nearest date that fits).
 */
export function PlanUnplanned({
  unplanned,
  treatmentsPath,
  searchOn,
}: {
  unplanned: NonNullable<PlansResponse['Unplanned']>;
  treatmentsPath: string;
  /** The search on another date, for the same party and package. */
  searchOn: (date?: string) => string;
}) {
  if (unplanned.Change === 'start-together')
    return (
      <Alert tone="info" className="mb-6">
        <p>{unplanned.Message}</p>
      </Alert>
    );
  const otherDate = unplanned.OtherDate;
  return (
    <Alert tone="warning" title="Sorry, we cannot plan this day" className="mb-6">
      <p>{unplanned.Message}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to={treatmentsPath} className={buttonClass('primary')}>
          Choose other treatments
        </Link>
        {otherDate && (
          <Link to={searchOn(otherDate)} className={buttonClass('secondary')}>
            Search {formatLongDate(otherDate)}
          </Link>
        )}
        <Link to={searchOn()} className={buttonClass('secondary')}>
          Choose another date
        </Link>
      </div>
    </Alert>
  );
}
