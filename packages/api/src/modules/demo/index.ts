/** The demo resort's lived-in diary (`npm start`). */
export { seedDemoDiary, type DemoDeps } from './demo-seed';
