/** Where a payment stands at the provider (only these four move money). */
export type LedgerState = 'authorised' | 'captured' | 'voided' | 'refunded';

/** A provider session as our server reads it, server to server: the truth about a payment. */
export interface ProviderSession {
  id: string;
  /** Our key for the payment (its idempotency key at the provider). */
  merchantReference: string;
  amountPence: number;
  state: 'open' | 'requires_action' | LedgerState;
  cardMasked: string | null;
  lastError: string | null;
}

/** What the provider knows of a payment, found by the key we gave it. */
export interface ProviderRecord {
  authorisationId: string;
  state: LedgerState;
}

/**
 * A hosted-payments acquirer, as our server uses it (the sandbox, or Stripe next): a
 * session is created for the server's amount under our key, the guest's card goes to the
 * provider's own page only, and our server reads the session back, then captures (manual
 * capture), voids or refunds by the session's id (`authorisationId`). Every call is
 * idempotent on our key or the provider's id, so a retry after a crash never charges twice.
 * Never called inside one of our transactions (decision 121).
 */
export interface PaymentProvider {
  /** The origin of the provider's card page (framed by ours; named by our CSP). */
  readonly origin: string;
  createSession(request: { key: string; amountPence: number }): Promise<ProviderSession>;
  /** The card page's address for a session (framed by our first listed origin; the page may name another listed one). */
  cardPageUrl(sessionId: string): string;
  retrieve(sessionId: string): Promise<ProviderSession>;
  /**
   * The notification's session when `signature` signs `rawBody` and is fresh, else null.
   * The session is only a hint: the caller reads it back with `retrieve`.
   */
  verifyNotification(rawBody: string, signature: string | undefined): { sessionId: string } | null;
  capture(authorisationId: string): Promise<{ reference: string }>;
  void(authorisationId: string): Promise<void>;
  refund(authorisationId: string): Promise<void>;
  /** Gives back part of a capture (a cancellation's refund); once per key, however often asked. */
  refundPart(request: { key: string; authorisationId: string; amountPence: number }): Promise<void>;
  lookup(key: string): Promise<ProviderRecord | null>;
}
