import { z } from 'zod';
import { CHARGE_CATEGORIES, TENDERS } from '../ledger/ledger';

/** A booking's ledger as the spa team sees it (decision 200): each money movement, and the balance derived. */
export const LedgerStatementSchema = z.object({
  Entries: z.array(
    z.object({
      Kind: z.enum(['charge', 'credit', 'payment', 'refund']),
      Category: z.enum(CHARGE_CATEGORIES).nullable(),
      Tender: z.enum(TENDERS).nullable(),
      AmountPence: z.number().int().positive(),
      Description: z.string(),
      Reference: z.string().nullable(),
      At: z.iso.datetime(),
    }),
  ),
  /** Charges less credits. */
  OwedPence: z.number().int(),
  /** Payments less refunds. */
  PaidPence: z.number().int(),
  /** Still to pay; negative when the resort owes the guest. */
  BalancePence: z.number().int(),
});
export type LedgerStatement = z.infer<typeof LedgerStatementSchema>;
