/** Money at the desk after the booking: policy fees on the kept card, goodwill refunds (decision 0330). */
export { approveFee, deskMoneyOf, goodwillRefund, proposeFee, type DeskActor } from './fees.service';
