import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, OAuthErrorResponseSchema, TokenResponseSchema } from '@spa/domain';
import { passwordGrant, refreshGrant, revokeToken, type IssuedTokens } from './identity.service';
import { OAuthError } from './oauth-error';
import { REFRESH_TOKEN_DAYS } from './tokens';

/** The refresh token's cookie: HttpOnly, SameSite=Strict, only sent to /connect. */
export const REFRESH_COOKIE = 'spa_refresh';
/** The device cookie: this browser has signed in to that account before (login throttling). */
export const DEVICE_COOKIE = 'spa_device';
const COOKIE_PATH = '/connect';
const DEVICE_COOKIE_DAYS = 365;

// Form-encoded or JSON; anything else in it is ignored. Checked by hand so that
// every failure answers in OAuth form rather than the generic 400 shape.
const TokenBody = z.record(z.string(), z.unknown()).nullish();
/** OAuth errors (RFC 6749 §5.2), or the shared shape for a flood guard's 429 or a 5xx. */
const OAuthErrors = {
  '4xx': OAuthErrorResponseSchema.or(ErrorResponseSchema),
  '5xx': ErrorResponseSchema,
};
const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Our own identity provider's token and revocation endpoints (booking-flow §7). */
export async function identityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const secure = deps.env.PUBLIC_ORIGIN.startsWith('https:') || deps.env.NODE_ENV === 'production';
  const cookie = (maxAgeDays: number) =>
    ({ httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH, maxAge: maxAgeDays * 86_400 }) as const;

  // Login CSRF: a cross-site page must not sign this browser in (or out) with a posted form.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/connect/')) return;
    if (isCrossSite(request, deps.env.PUBLIC_ORIGIN))
      return reply.code(403).header('cache-control', 'no-store').send({
        error: 'invalid_request',
        error_description: 'Sign-in requests from other sites are refused.',
      });
  });

  const sendTokens = (reply: FastifyReply, issued: IssuedTokens & { deviceCookie?: string | null }) => {
    const { refresh_token: refreshToken, deviceCookie, ...body } = issued;
    if (refreshToken) reply.setCookie(REFRESH_COOKIE, refreshToken, cookie(REFRESH_TOKEN_DAYS));
    if (deviceCookie) reply.setCookie(DEVICE_COOKIE, deviceCookie, cookie(DEVICE_COOKIE_DAYS));
    return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(body);
  };

  const sendError = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof OAuthError)) throw error;
    if (error.error === 'invalid_grant') reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
    return reply
      .code(error.statusCode)
      .headers({ 'cache-control': 'no-store', ...error.headers })
      .send({ error: error.error, error_description: error.description });
  };

  app.post(
    '/connect/token',
    {
      schema: {
        tags: ['identity'],
        summary: 'OAuth 2.0 token endpoint: password and refresh_token grants (client spa-web)',
        description: 'The refresh token is set in the HttpOnly cookie spa_refresh, never in the body.',
        body: TokenBody,
        response: { 200: TokenResponseSchema, ...OAuthErrors },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const clientId = str(body.client_id);
      const now = new Date();
      try {
        switch (str(body.grant_type)) {
          case 'password':
            return sendTokens(
              reply,
              await passwordGrant(deps, {
                clientId,
                username: str(body.username),
                password: str(body.password),
                scope: str(body.scope),
                ip: request.ip,
                deviceCookie: request.cookies[DEVICE_COOKIE],
                now,
              }),
            );
          case 'refresh_token':
            return sendTokens(
              reply,
              await refreshGrant(deps, {
                clientId,
                refreshToken: str(body.refresh_token) ?? request.cookies[REFRESH_COOKIE],
                now,
              }),
            );
          case undefined:
          default:
            throw new OAuthError(
              400,
              'unsupported_grant_type',
              'grant_type must be password or refresh_token.',
            );
        }
      } catch (error) {
        return sendError(reply, error);
      }
    },
  );

  app.post(
    '/connect/revocation',
    {
      schema: {
        tags: ['identity'],
        summary:
          'Sign out: revokes the sign-in of the body token, the refresh cookie or the bearer access token',
        body: TokenBody,
        response: { 200: z.object({}), ...OAuthErrors },
      },
    },
    async (request, reply) => {
      const bearer = /^Bearer ([\w.-]+)$/i.exec(request.headers.authorization ?? '')?.[1];
      await revokeToken(deps, str(request.body?.token) ?? request.cookies[REFRESH_COOKIE]);
      await revokeToken(deps, bearer);
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
      return reply.header('cache-control', 'no-store').send({});
    },
  );
}

/**
 * True for a request a browser sent from another site: Fetch Metadata says so, or
 * the Origin is neither the public origin nor this host. Requests without either
 * header (not from a browser) pass.
 */
function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const own = [new URL(publicOrigin).origin, `${request.protocol}://${request.host}`];
  return !own.includes(origin);
}
