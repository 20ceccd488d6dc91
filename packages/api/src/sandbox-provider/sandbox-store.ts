import { randomBytes } from 'node:crypto';

/** A payment session's life at the sandbox, as a card acquirer with manual capture keeps it. */
export type SandboxState = 'open' | 'requires_action' | 'authorised' | 'captured' | 'voided' | 'refunded';

export interface SandboxSession {
  id: string;
  /** The merchant's key for the payment (its idempotency key): one session per key. */
  merchantReference: string;
  amountPence: number;
  /** Origins whose pages may frame the card page and hear its outcome. */
  parentOrigins: string[];
  /** Where the signed notification of an authorisation is posted. */
  notifyUrl: string | null;
  state: SandboxState;
  cardMasked: string | null;
  /** Why the last attempt was not authorised, in words for the guest. */
  lastError: string | null;
  reference: string | null;
  refundedPence: number;
  /** Partial refunds by their idempotency key (a retry is the same refund). */
  refunds: Map<string, number>;
  /** The merchant asked to keep the card for later off-session charges (the guest consented on its page). */
  keepCard: boolean;
  /** The kept card's reference, once the session is authorised with keepCard. */
  savedCardId: string | null;
}

/** A card the sandbox keeps for a merchant's off-session charges: its outcome, never shown again. */
export interface SavedCard {
  id: string;
  cardMasked: string;
  declinesOffSession: boolean;
}

/** An off-session charge on a kept card, once per merchant key. */
export interface OffSessionCharge {
  key: string;
  savedCardId: string;
  amountPence: number;
  status: 'charged' | 'declined';
  reference: string | null;
  reason: string | null;
}

export class SandboxError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

const newId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/**
 * The sandbox's own ledger, in memory (decision 0203): sessions, authorisations,
 * captures, voids and refunds. Every write is idempotent: a session per merchant
 * reference, a capture or void repeated is the same one, a refund per key.
 */
export class SandboxStore {
  private readonly byId = new Map<string, SandboxSession>();
  private readonly byReference = new Map<string, SandboxSession>();
  private readonly savedCards = new Map<string, SavedCard>();
  private readonly charges = new Map<string, OffSessionCharge>();

  create(input: {
    merchantReference: string;
    amountPence: number;
    parentOrigins: string[];
    notifyUrl: string | null;
    keepCard?: boolean;
  }) {
    const known = this.byReference.get(input.merchantReference);
    if (known) {
      if (known.amountPence !== input.amountPence)
        throw new SandboxError(409, 'This reference was used for a different amount.');
      return known;
    }
    const session: SandboxSession = {
      ...input,
      id: newId('ps'),
      state: 'open',
      cardMasked: null,
      lastError: null,
      reference: null,
      refundedPence: 0,
      refunds: new Map(),
      keepCard: input.keepCard ?? false,
      savedCardId: null,
    };
    this.byId.set(session.id, session);
    this.byReference.set(session.merchantReference, session);
    return session;
  }

  get(id: string): SandboxSession {
    const session = this.byId.get(id);
    if (!session) throw new SandboxError(404, 'No such payment session.');
    return session;
  }

  find(merchantReference: string): SandboxSession | null {
    return this.byReference.get(merchantReference) ?? null;
  }

  /** Moves a session from one of `from` to `to`; asking again for the state it is in is a no-op. */
  move(id: string, from: SandboxState[], to: SandboxState): SandboxSession {
    const session = this.get(id);
    if (session.state === to) return session;
    if (!from.includes(session.state))
      throw new SandboxError(409, `A payment that is ${session.state} cannot become ${to}.`);
    session.state = to;
    if (to === 'captured') session.reference ??= `SBX-${randomBytes(6).toString('hex').toUpperCase()}`;
    if (to === 'refunded') session.refundedPence = session.amountPence;
    return session;
  }

  /** Keeps the session's card when the merchant asked (called as it is authorised); its reference. */
  keepCardOf(session: SandboxSession, declinesOffSession: boolean): void {
    if (!session.keepCard || session.savedCardId) return;
    const card: SavedCard = { id: newId('pm'), cardMasked: session.cardMasked ?? '', declinesOffSession };
    this.savedCards.set(card.id, card);
    session.savedCardId = card.id;
  }

  /**
   * An off-session charge on a kept card: once per key (a retry answers the first outcome);
   * a key reused for another card or amount is refused.
   */
  chargeSavedCard(input: { key: string; savedCardId: string; amountPence: number }): OffSessionCharge {
    const known = this.charges.get(input.key);
    if (known) {
      if (known.savedCardId !== input.savedCardId || known.amountPence !== input.amountPence)
        throw new SandboxError(409, 'This key was used for a different charge.');
      return known;
    }
    const card = this.savedCards.get(input.savedCardId);
    if (!card) throw new SandboxError(404, 'No such saved card.');
    const charge: OffSessionCharge = card.declinesOffSession
      ? { ...input, status: 'declined', reference: null, reason: 'The card was declined by its bank.' }
      : {
          ...input,
          status: 'charged',
          reference: `SBX-${randomBytes(6).toString('hex').toUpperCase()}`,
          reason: null,
        };
    this.charges.set(input.key, charge);
    return charge;
  }

  refundPart(id: string, key: string, amountPence: number): SandboxSession {
    const session = this.get(id);
    if (session.refunds.has(key)) return session;
    if (session.state !== 'captured') throw new SandboxError(409, 'Only a captured payment can be refunded.');
    if (amountPence <= 0 || session.refundedPence + amountPence > session.amountPence)
      throw new SandboxError(400, 'The refund is more than what is left of the payment.');
    session.refunds.set(key, amountPence);
    session.refundedPence += amountPence;
    return session;
  }
}

/** What the merchant's server reads of a session (never a card number: there is none to read). */
export const sessionView = (session: SandboxSession) => ({
  id: session.id,
  merchantReference: session.merchantReference,
  amountPence: session.amountPence,
  state: session.state,
  cardMasked: session.cardMasked,
  lastError: session.lastError,
  reference: session.reference,
  refundedPence: session.refundedPence,
  refunds: [...session.refunds].map(([key, amountPence]) => ({ key, amountPence })),
  savedCardId: session.savedCardId,
});
