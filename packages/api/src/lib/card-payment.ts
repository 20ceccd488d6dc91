import { conflict, HttpError } from './http-error';

/**
 * The steps of something paid by a token on the provider's card page (a payment link, a voucher
 * order), written once: the page made once, the provider's word read back, the money captured only
 * when the provider confirms the price. The provider is given by the caller (modules/payment's
 * `PaymentProvider`); these read only what they use of it.
 */

const PROVIDER_FAILED =
  'We could not reach the card payment service. Your card was not charged. Please try again.';

/** The provider answered, but not with a payment of the price: nothing is charged. */
export const PROVIDER_MISMATCH =
  'The card payment service did not confirm this payment. Your card was not charged.';

/** A call to the provider that failed, as the payer hears it (502): nothing was charged. */
export const providerUnreachable = (): never => {
  throw new HttpError(502, PROVIDER_FAILED);
};

/**
 * The card page of the provider's session `sessionId`, made now when there is none yet: `create`
 * makes it (under the payer's own idempotency key) and `keep` stores its id, so that a reload (an
 * interrupted payment) gets the same session. 502 when the provider cannot be reached.
 */
export async function cardPageOnce<Page extends object>(
  provider: { paymentPage(sessionId: string): Promise<Page> },
  sessionId: string | null,
  create: () => Promise<{ id: string }>,
  keep: (sessionId: string) => Promise<unknown>,
): Promise<{ iPageSessionId: string } & Page> {
  let iPageSessionId = sessionId;
  if (!iPageSessionId) {
    const created = await create().catch(providerUnreachable);
    await keep(created.id);
    iPageSessionId = created.id;
  }
  return { iPageSessionId, ...(await provider.paymentPage(iPageSessionId)) };
}

/** The provider's session read back (the browser's word is never taken); 502 when it cannot be reached. */
export function readBack<Session>(
  provider: { retrieve(sessionId: string): Promise<Session> },
  sessionId: string,
): Promise<Session> {
  return provider.retrieve(sessionId).catch(providerUnreachable);
}

/**
 * The reference of a card payment the provider confirms for `amountPence`: an authorisation is
 * captured now, a capture already made keeps `capturedReference`. Any other answer (another
 * amount, nothing authorised) is refused (409), an authorisation voided first: nothing is charged.
 */
export async function captureConfirmed(
  provider: { capture(id: string): Promise<{ reference: string }>; void(id: string): Promise<void> },
  remote: { id: string; state: string; amountPence: number },
  amountPence: number,
  capturedReference: string,
): Promise<string> {
  if (remote.amountPence !== amountPence || (remote.state !== 'authorised' && remote.state !== 'captured')) {
    if (remote.state === 'authorised') await provider.void(remote.id);
    throw conflict(PROVIDER_MISMATCH);
  }
  return remote.state === 'authorised' ? (await provider.capture(remote.id)).reference : capturedReference;
}
