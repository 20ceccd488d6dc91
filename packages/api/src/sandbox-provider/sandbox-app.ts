import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { checkCard, sandboxOutcome, TEST_CARDS } from './card-rules';
import { renderCardPage, renderChallengePage } from './card-page/render-card-page';
import { deliverNotification, type Deliver } from './notify';
import {
  SandboxError,
  SandboxStore,
  sessionView,
  type SandboxSession,
  type SandboxState,
} from './sandbox-store';

const PAGE_DIR = join(import.meta.dirname, 'card-page');
const SessionId = z.string().regex(/^ps_[A-Za-z0-9_-]{20,40}$/);
const Origin = z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin);
/** Amount 0 only to keep a card (a card guarantee: nothing charged). */
const CreateSession = z
  .object({
    merchantReference: z.string().min(1).max(100),
    amountPence: z.number().int().nonnegative().max(10_000_000),
    parentOrigins: z.array(Origin).min(1).max(20),
    notifyUrl: z.url({ protocol: /^https?$/ }).nullable(),
    keepCard: z.boolean().optional(),
  })
  .refine((s) => s.amountPence > 0 || s.keepCard === true, {
    message: 'amountPence must be above 0 unless the session only keeps the card',
    path: ['amountPence'],
  });
const SavedCardCharge = z.object({
  key: z.string().min(1).max(100),
  savedCardId: z.string().regex(/^pm_[A-Za-z0-9_-]{20,40}$/),
  amountPence: z.number().int().positive().max(10_000_000),
});
const Card = z.object({
  cardNumber: z.string().max(30),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
  nameOnCard: z.string().max(200),
});
const Refund = z.object({ key: z.string().min(1).max(100), amountPence: z.number().int().positive() });

export interface SandboxOptions {
  /** The merchant's API key and the notifications' signing secret. */
  secret: string;
  /** How a signed notification reaches the merchant (tests hand it to app.inject). */
  deliver?: Deliver;
}

/**
 * The sandbox payment provider: a Fastify instance of its own, on its own origin, that
 * speaks as a hosted-payments acquirer does — the merchant's server creates a session for
 * an amount under its key, the guest types the card into this provider's page (framed by
 * the merchant's page), the outcome goes to the framing page by postMessage and to the
 * merchant's server as a signed notification, and the merchant captures, voids or
 * refunds by the session's id. Imports nothing of the booking system's modules.
 */
export function buildSandboxProvider(options: SandboxOptions): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: 4096 });
  const store = new SandboxStore();
  /** Authorises a session; keeps its card first when the merchant asked (decision 0330). */
  const approve = (session: SandboxSession, from: SandboxState[], declinesOffSession: boolean) => {
    store.keepCardOf(session, declinesOffSession);
    return store.move(session.id, from, 'authorised');
  };
  const deliver = options.deliver ?? deliverNotification;
  const script = readFileSync(join(PAGE_DIR, 'card.js'), 'utf8');
  const styles = readFileSync(join(PAGE_DIR, 'card.css'), 'utf8');

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof SandboxError) return reply.status(error.statusCode).send({ message: error.message });
    if (error instanceof z.ZodError)
      return reply
        .status(400)
        .send({ message: 'Invalid request', issues: error.issues.map((i) => i.path.join('.')) });
    const status = (error as { statusCode?: number }).statusCode;
    return reply.status(status && status < 500 ? status : 500).send({ message: 'Sandbox error' });
  });

  const notify = (session: SandboxSession) => {
    if (!session.notifyUrl) return;
    const body = JSON.stringify({ type: `session.${session.state}`, session: sessionView(session) });
    void deliver(session.notifyUrl, body, options.secret);
  };

  const merchant = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== `Bearer ${options.secret}`)
      return reply.status(401).send({ message: 'Unknown API key' });
  };
  app.register(async (api) => {
    api.addHook('onRequest', merchant);
    api.post('/v1/sessions', async (request) => sessionView(store.create(CreateSession.parse(request.body))));
    api.get('/v1/sessions/:id', async (request) => sessionView(store.get(idOf(request))));
    api.get('/v1/sessions', async (request) => {
      const { merchantReference } = z.object({ merchantReference: z.string().max(100) }).parse(request.query);
      const found = store.find(merchantReference);
      return { sessions: found ? [sessionView(found)] : [] };
    });
    api.post('/v1/sessions/:id/capture', async (request) =>
      sessionView(store.move(idOf(request), ['authorised'], 'captured')),
    );
    api.post('/v1/sessions/:id/void', async (request) =>
      sessionView(store.move(idOf(request), ['authorised', 'open', 'requires_action'], 'voided')),
    );
    api.post('/v1/sessions/:id/refund', async (request) =>
      sessionView(store.move(idOf(request), ['captured'], 'refunded')),
    );
    api.post('/v1/sessions/:id/refunds', async (request) => {
      const { key, amountPence } = Refund.parse(request.body);
      return sessionView(store.refundPart(idOf(request), key, amountPence));
    });
    // An off-session charge on a card kept for the merchant: charged or declined, once per key.
    api.post('/v1/saved-card-charges', async (request) =>
      store.chargeSavedCard(SavedCardCharge.parse(request.body)),
    );
  });

  app.get('/pay/card.js', (_request, reply) => reply.type('text/javascript; charset=utf-8').send(script));
  app.get('/pay/card.css', (_request, reply) => reply.type('text/css; charset=utf-8').send(styles));
  app.get('/pay/:id', async (request, reply) => {
    const session = store.get(idOf(request));
    const parentOrigin = parentOf(request, session);
    return page(reply, parentOrigin).send(renderCardPage({ sessionId: session.id, parentOrigin }));
  });
  app.get('/pay/:id/status', async (request) => {
    const session = store.get(idOf(request));
    return {
      amount: session.amountPence,
      state: session.state,
      cardMasked: session.cardMasked,
      lastError: session.lastError,
    };
  });
  app.post('/pay/:id/authorise', async (request, reply) => {
    const session = store.get(idOf(request));
    const answer = authorise(session, Card.parse(request.body), approve);
    if ('errors' in answer) return reply.status(400).send(answer);
    if (answer.status === 'approved') notify(session);
    return answer;
  });
  app.get('/pay/:id/challenge', async (request, reply) => {
    const session = store.get(idOf(request));
    const parentOrigin = parentOf(request, session);
    return page(reply, parentOrigin).send(
      renderChallengePage({ sessionId: session.id, parentOrigin, amountPence: session.amountPence }),
    );
  });
  app.post('/pay/:id/challenge', async (request, reply) => {
    const session = store.get(idOf(request));
    const { decision } = z.object({ decision: z.enum(['approve', 'fail']) }).parse(request.body);
    if (session.state === 'requires_action') {
      if (decision === 'approve') {
        approve(session, ['requires_action'], false);
        notify(session);
      } else {
        session.state = 'open';
        session.lastError =
          'Your bank could not confirm it was you. Your card was not charged. Please try again.';
      }
    }
    const back = `/pay/${session.id}?parent=${encodeURIComponent(parentOf(request, session))}`;
    return reply.redirect(back, 303);
  });
  return app;
}

const idOf = (request: FastifyRequest) => SessionId.parse((request.params as { id: string }).id);

/** The framing page's origin (?parent=), when the merchant listed it for this session; else its first. */
function parentOf(request: FastifyRequest, session: SandboxSession): string {
  const asked = (request.query as { parent?: unknown }).parent;
  return typeof asked === 'string' && session.parentOrigins.includes(asked)
    ? asked
    : session.parentOrigins[0]!;
}

/** The provider's pages: framed only by the session's merchant page, no inline script or style. */
function page(reply: FastifyReply, parentOrigin: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      `default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors ${parentOrigin}`,
    );
}

type AuthoriseAnswer =
  | { errors: { field: string; message: string }[] }
  | { status: 'approved'; cardMasked: string }
  | { status: 'declined' | 'error'; reason: string }
  | { status: 'challenge'; challengeUrl: string };

/** One card attempt on a session's card page: the test cards decide (README), the challenge card asks for 3-D Secure. */
function authorise(
  session: SandboxSession,
  card: z.infer<typeof Card>,
  approve: (session: SandboxSession, from: SandboxState[], declinesOffSession: boolean) => unknown,
): AuthoriseAnswer {
  if (session.state === 'authorised' || session.state === 'captured')
    return { status: 'approved', cardMasked: session.cardMasked ?? '' };
  if (session.state !== 'open')
    return { status: 'error', reason: 'This payment page has expired. Please go back and try again.' };
  const clock = new Date();
  const checked = checkCard(card, { year: clock.getUTCFullYear(), month: clock.getUTCMonth() + 1 });
  if (!checked.ok) return { errors: checked.errors };
  session.cardMasked = checked.card.masked;
  if (checked.card.digits === TEST_CARDS.challenge) {
    session.state = 'requires_action';
    return { status: 'challenge', challengeUrl: `/pay/${session.id}/challenge` };
  }
  const outcome = sandboxOutcome(checked.card.digits);
  if (outcome.status !== 'approved') {
    session.lastError = outcome.reason;
    return outcome;
  }
  approve(session, ['open'], checked.card.digits === TEST_CARDS.keptCardDeclines);
  session.lastError = null;
  return { status: 'approved', cardMasked: checked.card.masked };
}
