import type { CardInput } from '../../lib/card-rules';

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
  /**
   * The provider's reference to the card it keeps for later off-session charges, once the
   * session is authorised when created with `keepCard` (Stripe: the PaymentMethod, with its
   * Customer if the adapter needs both in one string). Absent or null otherwise.
   */
  savedCardId?: string | null;
}

/** An off-session charge on a kept card: taken (captured at once), or declined with the bank's words. */
export type SavedCardCharge =
  { outcome: 'charged'; reference: string } | { outcome: 'declined'; reason: string };

export type Authorisation =
  { outcome: 'authorised'; authorisationId: string } | { outcome: 'declined' | 'error'; reason: string };

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
  /**
   * `keepCard`: the guest consented to the card being kept for the policy's fees, so the
   * provider keeps it for off-session use (Stripe: `setup_future_usage: 'off_session'`);
   * the session then answers its `savedCardId` once authorised.
   */
  createSession(request: { key: string; amountPence: number; keepCard?: boolean }): Promise<ProviderSession>;
  /** The card page's address for a session (framed by our first listed origin; the page may name another listed one). */
  cardPageUrl(sessionId: string): string;
  retrieve(sessionId: string): Promise<ProviderSession>;
  /**
   * The notification's session when `signature` signs `rawBody` and is fresh, else null.
   * The session is only a hint: the caller reads it back with `retrieve`.
   */
  verifyNotification(rawBody: string, signature: string | undefined): { sessionId: string } | null;
  /** Server-side authorisation of a card typed into our own stay form (stays only, until they use a session). */
  authorise(request: { key: string; amountPence: number; card: CardInput }): Promise<Authorisation>;
  capture(authorisationId: string): Promise<{ reference: string }>;
  void(authorisationId: string): Promise<void>;
  refund(authorisationId: string): Promise<void>;
  /** Gives back part of a capture (a cancellation's refund); once per key, however often asked. */
  refundPart(request: { key: string; authorisationId: string; amountPence: number }): Promise<void>;
  lookup(key: string): Promise<ProviderRecord | null>;
  /**
   * Charges a kept card without the guest present (a no-show or late-cancel fee), captured
   * at once, idempotent on `key` (a retry answers the first outcome, never a second charge).
   * A bank's refusal is `declined`; a provider that cannot be reached throws.
   */
  chargeSavedCard(request: {
    key: string;
    savedCardId: string;
    amountPence: number;
  }): Promise<SavedCardCharge>;
}
