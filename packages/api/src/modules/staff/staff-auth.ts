import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffProfile, StaffRole, StaffSignInResponse } from '@spa/domain';
import type { Executor } from '../../db/database';
import { HttpError, reasonPhrase } from '../../lib/http-error';
import {
  ACCOUNT_POLICY,
  ADDRESS_POLICY,
  PAIR_POLICY,
  clearThrottle,
  forgiveAttempt,
  lockedSeconds,
  recordFailure,
  signAccessToken,
  throttleKeys,
  tooManyAttempts,
  verifyAccessToken,
  verifyPassword,
  type TokenKeys,
} from '../identity';
import { endSignIn, findSignedInStaff, findStaffByEmail, insertSignIn } from './staff.repository';
import type { StaffMember } from './staff.tables';

/** What the staff services use (built once at start-up, see app-deps.ts). */
export interface StaffAuthDeps {
  db: Executor;
  tokens: TokenKeys;
}

/** A staff sign-in lasts a shift (decision 170); signing out ends it at once. */
export const STAFF_SIGN_IN_HOURS = 10;
/** The scope of a staff token: never accepted by member routes (they need 'spa-api'). */
export const STAFF_SCOPE = 'spa-staff';
const STAFF_CLIENT = 'spa-staff-web';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, set by `staffOnly` on staff routes. */
    staff?: { id: string; role: StaffRole; signInId: string };
  }
}

export const profileOf = (staff: StaffMember): StaffProfile => ({
  Id: staff.id,
  Email: staff.email,
  Name: staff.displayName,
  Role: staff.role,
});

// Staff keys live beside the members' in one throttle table, under their own prefix.
const staffEmail = (email: string) => `staff:${email}`;

/**
 * Staff sign-in: the members' throttles (per e-mail and address, per e-mail, per
 * address, decision 111) under a staff prefix, argon2id, then one sign-in row and
 * an access token naming it.
 */
export async function staffSignIn(
  deps: StaffAuthDeps,
  input: { email: string; password: string; ip: string; now: Date },
): Promise<StaffSignInResponse> {
  const email = input.email.trim().toLowerCase();
  const keys = [
    [throttleKeys.pair(staffEmail(email), input.ip), PAIR_POLICY],
    [throttleKeys.account(staffEmail(email)), ACCOUNT_POLICY],
    [throttleKeys.address(`staff|${input.ip}`), ADDRESS_POLICY],
  ] as const;
  const seconds = await lockedSeconds(
    deps.db,
    keys.map(([key]) => key),
    input.now,
  );
  if (seconds > 0) throw tooManyAttempts(seconds);
  // Counted before the password is checked, so that parallel guesses count too.
  for (const [key, policy] of keys) await recordFailure(deps.db, key, policy, input.now);

  const staff = await findStaffByEmail(deps.db, email);
  const valid = await verifyPassword(staff?.passwordHash ?? null, input.password);
  if (!staff || !valid || staff.disabledAt)
    throw new HttpError(401, 'The e-mail address or password is not right.');

  const expiresAt = new Date(input.now.getTime() + STAFF_SIGN_IN_HOURS * 3600_000);
  const signInId = await deps.db.transaction(async (tx) => {
    for (const [key] of keys)
      if (key.startsWith('address:')) await forgiveAttempt(tx, key);
      else await clearThrottle(tx, key);
    return insertSignIn(tx, staff.id, expiresAt);
  });
  const token = await signAccessToken(
    deps.tokens,
    { sub: staff.id, sid: signInId, scope: STAFF_SCOPE, client_id: STAFF_CLIENT },
    input.now,
    STAFF_SIGN_IN_HOURS * 3600,
  );
  return { AccessToken: token, ExpiresAt: expiresAt.toISOString(), Staff: profileOf(staff) };
}

export async function staffSignOut(deps: Pick<StaffAuthDeps, 'db'>, signInId: string) {
  await endSignIn(deps.db, signInId);
  return { ok: true as const };
}

/** The signed-in staff member of a request that passed `staffOnly`. */
export function staffOf(request: FastifyRequest): NonNullable<FastifyRequest['staff']> {
  if (!request.staff) throw new Error('route is missing the staffOnly hook');
  return request.staff;
}

/**
 * onRequest hook of every staff route: 401 without a valid staff token of an open
 * sign-in (no token, an expired or ended one); 403 for a valid token that is not
 * staff (a member's) or a staff role the route does not allow.
 */
export function staffOnly(deps: StaffAuthDeps, roles: readonly StaffRole[]) {
  return async function requireStaff(request: FastifyRequest, reply: FastifyReply) {
    const match = /^Bearer ([\w.-]+)$/i.exec(request.headers.authorization ?? '');
    const claims = match?.[1] ? await verifyAccessToken(deps.tokens, match[1]) : null;
    const deny = (status: 401 | 403, message: string) => {
      if (status === 401) void reply.header('www-authenticate', 'Bearer error="invalid_token"');
      return reply.code(status).send({ statusCode: status, error: reasonPhrase(status), message });
    };
    if (!claims) return deny(401, 'Please sign in as a member of the spa team.');
    if (!claims.scope.split(' ').includes(STAFF_SCOPE)) return deny(403, 'This is for the spa team only.');
    const staff = await findSignedInStaff(deps.db, claims.sid, claims.sub);
    if (!staff) return deny(401, 'Please sign in as a member of the spa team.');
    if (!roles.includes(staff.role)) return deny(403, 'Your role does not allow this.');
    request.staff = { id: staff.id, role: staff.role, signInId: claims.sid };
  };
}
