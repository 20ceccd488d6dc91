import { z } from 'zod';
import {
  CardAttemptResultSchema,
  InitialisePaymentRequestSchema,
  InitialiseSpaPaymentRequestSchema,
  PageSessionResponseSchema,
  SessionPaymentResponseSchema,
} from '@spa/domain';
import { HttpError, notFound } from '../../lib/http-error';
import { byPageSessionOfAnyPurpose, latestForSession } from './payment.repository';
import { completePayment, initialisePayment, sessionPayment } from './payment.service';
import { completeStayPayment, stayRequestOf } from './stay-payment.service';
import { routePlugin } from '../../lib/route-options';

const SessionParams = z.object({ sessionId: z.string().min(1).max(100) });

/**
 * The booking side of a hosted payment: initialise makes a provider session for the
 * server's total (its card page, on the provider's origin, is framed by the payment
 * screen); the browser's prompt (complete) and the provider's signed notification both
 * make the server read the session back from the provider and settle it. No card
 * number, expiry or security code ever reaches these routes.
 */
export const paymentRoutes = routePlugin(['payment'], async ({ open, app, deps, tags }) => {
  open.post('/api/payment/:sessionId/initialise-spa-payment/', {
    summary: 'Provider payment session for the Spa Day total; refuses an amount that is not the server total',
    params: SessionParams,
    body: InitialiseSpaPaymentRequestSchema,
    response: PageSessionResponseSchema,
    handler: (request) =>
      initialisePayment(deps, request.params.sessionId, request.body.amount, request.body.keepCard ?? false),
  });

  open.post('/api/payment/:sessionId/initialise/', {
    summary: 'Provider payment session for the server total of the pending booking',
    params: SessionParams,
    body: InitialisePaymentRequestSchema,
    response: PageSessionResponseSchema,
    handler: (request) =>
      initialisePayment(deps, request.params.sessionId, undefined, request.body?.keepCard ?? false),
  });

  open.post('/api/payment/:sessionId/complete/', {
    summary: "The browser's prompt after the card page's outcome: the server asks the provider and settles",
    params: SessionParams,
    response: CardAttemptResultSchema,
    handler: async (request) => {
      const { sessionId } = request.params;
      const [row] = await latestForSession(deps.db, sessionId);
      if (!row) throw notFound('No payment has been started for this booking.');
      return completePayment(deps, row.ipageSessionId, { ...row, sessionId });
    },
  });

  open.get('/api/payment/:sessionId', {
    summary: "The session's payment as the booking side sees it (status, reference, masked card)",
    params: SessionParams,
    response: SessionPaymentResponseSchema,
    handler: (request) => sessionPayment(deps, request.params.sessionId),
  });

  await app.register(async (raw) => {
    // The signature covers the body as sent: it is read as text, verified, then parsed. Stripe's
    // events carry the whole PaymentIntent, pretty-printed (a few KB): 64 KB bounds them.
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 65_536 }, (_r, body, done) =>
      done(null, body),
    );
    raw.post(
      '/api/payment/notifications',
      {
        schema: {
          tags,
          summary: "The provider's signed notification of a payment session",
          hide: true,
        },
      },
      async (request) => {
        const header = request.headers[deps.cardProvider.signatureHeader];
        const notice = deps.cardProvider.verifyNotification(
          typeof request.body === 'string' ? request.body : '',
          typeof header === 'string' ? header : undefined,
        );
        if (!notice) throw new HttpError(400, 'The notification signature is not valid.');
        if (notice.sessionId === null) return { received: true };
        // The page session's payment, read once: a stay's, a spa session's (handed on), or none.
        const row = await byPageSessionOfAnyPurpose(deps.db, notice.sessionId);
        const stayRequest = row ? stayRequestOf(row) : null;
        try {
          if (stayRequest) await completeStayPayment(deps, stayRequest);
          else
            await completePayment(
              deps,
              notice.sessionId,
              row?.sessionId ? { ...row, sessionId: row.sessionId } : null,
            );
        } catch (error) {
          // Not one of ours (404), or a stay that could not be booked (its money given back,
          // the guest's page says why), is acknowledged; anything else is retried by the provider.
          const settled =
            error instanceof HttpError &&
            (error.statusCode === 404 || (stayRequest && error.statusCode < 500));
          if (!settled) throw error;
          // Not a booking session's: a payment link's, perhaps (issue 22).
          if (error.statusCode === 404 && !stayRequest) await deps.settleOtherNotice?.(notice.sessionId);
        }
        return { received: true };
      },
    );
  });
});
