/** The booking ledger: every money movement of a spa booking or a stay (decision 200). Other modules use these. */
export {
  balancesOf,
  recordCharge,
  recordCredit,
  recordPayment,
  recordRefund,
  ledgerStatement,
  settleOwed,
  spaConfirmationEntries,
  statementOf,
  type BookingAccount,
  type LedgerAccount,
  type Statement,
} from './ledger.service';
