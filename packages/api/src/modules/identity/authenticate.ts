import type { FastifyReply, FastifyRequest } from 'fastify';
import { reasonPhrase } from '../../lib/http-error';
import { isFamilyActive } from './identity.repository';
import type { IdentityDeps } from './identity.service';
import type { Attempt } from './throttle.service';
import { verifyAccessToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, set by `requireMember` on member-only routes. */
    member?: { id: string; familyId: string };
  }
}

/** The attempt a request makes, as the throttles count it. */
export const attemptOf = (request: FastifyRequest): Attempt => ({ ip: request.ip, now: new Date() });

/** The signed-in member of a request that passed `requireMember`. */
export function memberOf(request: FastifyRequest): { id: string; familyId: string } {
  if (!request.member) throw new Error('route is missing the requireMember hook');
  return request.member;
}

/**
 * onRequest hook for member-only routes (before the body is even read): a valid bearer access token whose sign-in
 * (refresh-token family) is still active, or 401.
 */
export function requireMemberHook(deps: IdentityDeps) {
  return async function requireMember(request: FastifyRequest, reply: FastifyReply) {
    const member = await signedInMember(deps, request);
    if (!member) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer error="invalid_token"')
        .send({ statusCode: 401, error: reasonPhrase(401), message: 'Please sign in.' });
    }
    request.member = member;
  };
}

/**
 * The member whose valid bearer access token the request carries, or null: for
 * calls open to guests that do more for a signed-in member (a booking made signed
 * in is theirs).
 */
export async function signedInMember(
  deps: Pick<IdentityDeps, 'tokens' | 'db'>,
  request: FastifyRequest,
): Promise<{ id: string; familyId: string } | null> {
  const match = /^Bearer ([\w.-]+)$/i.exec(request.headers.authorization ?? '');
  const claims = match?.[1] ? await verifyAccessToken(deps.tokens, match[1]) : null;
  // The API needs its scope; the sign-in (refresh-token family) must still be active.
  const scoped = claims?.scope.split(' ').includes('spa-api') ?? false;
  const active = claims && scoped ? await isFamilyActive(deps.db, claims.sid) : false;
  return claims && active ? { id: claims.sub, familyId: claims.sid } : null;
}
