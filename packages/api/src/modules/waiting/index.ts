/** The waiting list: guests waiting for a full day, offered the times that free. Other modules use these. */
export { sweepWaitingList, type WaitingDeps } from './offers.service';
