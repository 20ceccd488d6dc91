/** Holds: choosing a time claims it for the session while the guest goes on. */
export type { HoldsDeps } from './holds.service';
export { holdPlan } from './holds.service';
