import { useRouteHandle } from '../../../lib/route-meta';
import type { SpaDayStep } from '../../../lib/spa-day/flow';

const BY_ROUTE_NAME: Record<string, SpaDayStep | 'search'> = {
  spa_day_search: 'search',
  spa_day_guests: 'guest',
  spa_day_arrival_time: 'arrival',
  spa_day_dining: 'dining',
  spa_day_garden: 'garden',
  spa_day_treatments: 'treatments',
  spa_day_treatment_times: 'treatment-times',
  spa_day_plan: 'plan',
  spa_day_add_ons: 'add-ons',
  spa_day_details: 'details',
  spa_day_summary: 'summary',
  spa_day_payment: 'payment',
  spa_treatment_search: 'search',
  spa_treatment_guests: 'guest',
  spa_treatment_treatments: 'treatments',
  spa_treatment_treatment_times: 'treatment-times',
  spa_treatment_add_ons: 'add-ons',
  spa_treatment_details: 'details',
  spa_treatment_summary: 'summary',
  spa_treatment_payment: 'payment',
};

/** The screen the route shows (the treatment flow's screens are named as the Spa Day's). */
export function useCurrentStep(): SpaDayStep | 'search' {
  const handle = useRouteHandle();
  return BY_ROUTE_NAME[handle?.name ?? ''] ?? 'search';
}
