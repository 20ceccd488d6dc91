import type { Env } from '../../config/env';
import { requestJson } from '../../lib/json-http';
import { SIGNATURE_HEADER, verifyNotificationSignature } from '../../lib/signed-notification';
import type { LedgerState, PaymentProvider, ProviderSession } from './payment-provider';

const MONEY_STATES: readonly string[] = ['authorised', 'captured', 'voided', 'refunded'];

/**
 * The sandbox provider (sandbox-provider/) as our server talks to it: over HTTP on its
 * own origin, with its API key, as it would talk to any acquirer.
 */
export function sandboxPaymentProvider(
  env: Pick<
    Env,
    | 'PORT'
    | 'PUBLIC_ORIGIN'
    | 'CARD_PAGE_PARENT_ORIGINS'
    | 'PAYMENT_SANDBOX_ORIGIN'
    | 'PAYMENT_SANDBOX_SECRET'
  >,
): PaymentProvider {
  const config = {
    /** Where our server reaches it (server to server) and guests' browsers its card page. */
    apiUrl: env.PAYMENT_SANDBOX_ORIGIN,
    origin: env.PAYMENT_SANDBOX_ORIGIN,
    secret: env.PAYMENT_SANDBOX_SECRET,
    /** Our notification endpoint, given to every session (this server, by its port). */
    notifyUrl: `http://localhost:${env.PORT}/api/payment/notifications`,
    /** Origins of our pages that may frame its card page. */
    parentOrigins: env.CARD_PAGE_PARENT_ORIGINS ?? [env.PUBLIC_ORIGIN],
  };
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> => {
    const answer = await requestJson(`${config.apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${config.secret}` },
      ...(body ? { body } : {}),
    });
    if (answer.status < 200 || answer.status > 299)
      throw new Error(
        `payment provider: ${method} ${path.split('/').slice(0, 3).join('/')} answered ${answer.status}`,
      );
    return answer.json as T;
  };
  const session = (id: string, action = '') =>
    call<ProviderSession & { reference: string | null }>(
      action ? 'POST' : 'GET',
      `/v1/sessions/${encodeURIComponent(id)}${action}`,
    );
  return {
    contentSources: {
      scriptSrc: [],
      frameSrc: [config.origin],
      connectSrc: [config.origin],
    },
    signatureHeader: SIGNATURE_HEADER,
    createSession: ({ key, amountPence, keepCard }) =>
      call('POST', '/v1/sessions', {
        merchantReference: key,
        amountPence,
        ...(keepCard ? { keepCard } : {}),
        parentOrigins: config.parentOrigins,
        notifyUrl: config.notifyUrl,
      }),
    createGuaranteeSession: ({ key }) =>
      call('POST', '/v1/sessions', {
        merchantReference: key,
        amountPence: 0,
        keepCard: true,
        parentOrigins: config.parentOrigins,
        notifyUrl: config.notifyUrl,
      }),
    paymentPage: async (sessionId) => ({
      provider: 'sandbox',
      cardPageUrl: `${config.origin}/pay/${encodeURIComponent(sessionId)}?parent=${encodeURIComponent(config.parentOrigins[0]!)}`,
    }),
    retrieve: (sessionId) => session(sessionId),
    verifyNotification(rawBody, signature) {
      if (!verifyNotificationSignature(config.secret, rawBody, signature, Math.floor(Date.now() / 1000)))
        return null;
      try {
        const id = (JSON.parse(rawBody) as { session?: { id?: unknown } }).session?.id;
        return typeof id === 'string' && id.length <= 100 ? { sessionId: id } : null;
      } catch {
        return null;
      }
    },
    async capture(authorisationId) {
      const captured = await session(authorisationId, '/capture');
      return { reference: captured.reference ?? authorisationId };
    },
    async void(authorisationId) {
      await session(authorisationId, '/void');
    },
    async refund(authorisationId) {
      await session(authorisationId, '/refund');
    },
    async refundPart({ key, authorisationId, amountPence }) {
      await call('POST', `/v1/sessions/${encodeURIComponent(authorisationId)}/refunds`, { key, amountPence });
    },
    async chargeSavedCard({ key, savedCardId, amountPence }) {
      const charge = await call<{ status: string; reference: string | null; reason: string | null }>(
        'POST',
        '/v1/saved-card-charges',
        { key, savedCardId, amountPence },
      );
      return charge.status === 'charged' && charge.reference
        ? { outcome: 'charged', reference: charge.reference }
        : { outcome: 'declined', reason: charge.reason ?? 'The card was declined by its bank.' };
    },
    async lookup(key) {
      const { sessions } = await call<{ sessions: ProviderSession[] }>(
        'GET',
        `/v1/sessions?merchantReference=${encodeURIComponent(key)}`,
      );
      const found = sessions[0];
      return found && MONEY_STATES.includes(found.state)
        ? { authorisationId: found.id, state: found.state as LedgerState }
        : null;
    },
  };
}
