import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/database';
import { providerUnreachable } from '../../lib/card-payment';
import type { PaymentPage, PaymentProvider } from './payment-provider';
import { updatePayment } from './payment.repository';
import type { PaymentRow } from './payment.tables';

/** A row's page session until the provider's session id replaces it (just after its transaction). */
export const unsentSessionId = () => `unsent-${randomBytes(18).toString('base64url')}`;

/**
 * The provider's session of a payment row and its card page: made now, after the row's
 * transaction, when the row has none yet (under the payment's id as its idempotency key,
 * so a retry after a crash gets the same session; decision 121), else the row's own.
 */
export async function providerPageOf(
  deps: { db: Executor; cardProvider: PaymentProvider },
  row: Pick<PaymentRow, 'id' | 'ipageSessionId' | 'amountPence' | 'keepCard'>,
): Promise<{ iPageSessionId: string } & PaymentPage> {
  let iPageSessionId = row.ipageSessionId;
  if (iPageSessionId.startsWith('unsent-')) {
    const created = await deps.cardProvider
      .createSession({ key: row.id, amountPence: row.amountPence, keepCard: row.keepCard })
      .catch(providerUnreachable);
    await updatePayment(deps.db, row.id, { ipageSessionId: created.id });
    iPageSessionId = created.id;
  }
  const page = await deps.cardProvider.paymentPage(iPageSessionId).catch(providerUnreachable);
  return { iPageSessionId, ...page };
}
