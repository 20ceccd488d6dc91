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

/**
 * What the browser needs to show the provider's card form for a session: the sandbox's
 * card page (framed from its origin), or Stripe's Payment Element (Stripe.js, from
 * Stripe's hosts, given the publishable key and the intent's client secret).
 */
export type PaymentPage =
  | { provider: 'sandbox'; cardPageUrl: string }
  | { provider: 'stripe'; publishableKey: string; clientSecret: string; amount: number };

/** The hosts a page showing the provider's card form must allow, per CSP directive (decision 0310). */
export interface ProviderContentSources {
  scriptSrc: readonly string[];
  frameSrc: readonly string[];
  connectSrc: readonly string[];
}

/** What the provider knows of a payment, found by the key we gave it. */
export interface ProviderRecord {
  authorisationId: string;
  state: LedgerState;
}

/**
 * A hosted-payments acquirer, as our server uses it (the sandbox, or Stripe): a
 * session is created for the server's amount under our key, the guest's card goes to the
 * provider's own page only, and our server reads the session back, then captures (manual
 * capture), voids or refunds by the session's id (`authorisationId`). Every call is
 * idempotent on our key or the provider's id, so a retry after a crash never charges twice.
 * Never called inside one of our transactions (decision 121).
 */
export interface PaymentProvider {
  /** The hosts our pages must allow for the provider's card form, and no others (our CSP). */
  readonly contentSources: ProviderContentSources;
  /** The request header that carries a notification's signature. */
  readonly signatureHeader: string;
  /**
   * `keepCard`: the guest consented to the card being kept for the policy's fees, so the
   * provider keeps it for off-session use (Stripe: `setup_future_usage: 'off_session'`);
   * the session then answers its `savedCardId` once authorised.
   */
  createSession(request: { key: string; amountPence: number; keepCard?: boolean }): Promise<ProviderSession>;
  /**
   * A card guarantee (decision 0391): a session that keeps the guest's card for the policy's
   * off-session charges and charges nothing (the sandbox: a zero-amount session kept; Stripe:
   * a SetupIntent with `usage: 'off_session'`). Idempotent on `key`. Once the guest has entered
   * the card, `retrieve` answers it `authorised`, amount 0, with its `savedCardId`; there is
   * nothing to capture, void or refund.
   */
  createGuaranteeSession(request: { key: string }): Promise<ProviderSession>;
  /** What the payment screen shows for a session (the sandbox's card page is framed by our first listed origin). */
  paymentPage(sessionId: string): Promise<PaymentPage>;
  retrieve(sessionId: string): Promise<ProviderSession>;
  /**
   * The notification's session when `signature` signs `rawBody` and is fresh, else null
   * (a 400). A genuine notification about nothing we settle names no session (`null`). The
   * session is only a hint: the caller reads it back with `retrieve`.
   */
  verifyNotification(rawBody: string, signature: string | undefined): { sessionId: string | null } | null;
  capture(authorisationId: string): Promise<{ reference: string }>;
  void(authorisationId: string): Promise<void>;
  refund(authorisationId: string): Promise<void>;
  /** Gives back part of a capture (a cancellation's refund); once per key, however often asked. */
  refundPart(request: { key: string; authorisationId: string; amountPence: number }): Promise<void>;
  /**
   * What the provider holds under our key. `sessionId`, the provider's session id we stored
   * for it (when it got that far), lets a provider whose search lags read it directly.
   */
  lookup(key: string, sessionId?: string): Promise<ProviderRecord | null>;
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
