/** "Plan our day for us": composing the party's whole day (owns no table; taking a plan is the holds module's). */
export type { PlannerDeps } from './planner.service';
