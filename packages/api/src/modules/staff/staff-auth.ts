import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffProfile, StaffRole, StaffSignInResponse } from '@spa/domain';
import type { Executor } from '../../db/database';
import { HttpError, reasonPhrase } from '../../lib/http-error';
import { declareRoutes, routePlugin, type RoutePluginScope } from '../../lib/route-options';
import {
  beginSignInAttempt,
  passSignInAttempt,
  signAccessToken,
  signInAttempt,
  tooManyAttempts,
  verifyAccessToken,
  verifyPassword,
  type TokenKeys,
} from '../identity';
import {
  endSignIn,
  findSignedInStaff,
  findStaffByEmail,
  insertAudit,
  insertSignIn,
} from './staff.repository';
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
/** Every staff role; calls only a manager may make name 'spa_manager' alone. */
export const ANY_STAFF: readonly StaffRole[] = ['reception', 'spa_manager'];

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

/** The browser's staff device cookie: it has signed in to that staff account before (decision 0300). */
export const STAFF_DEVICE_COOKIE = 'spa_staff_device';

/** What a sign-in answers, and the device cookie to give a browser not yet known for the account. */
export interface StaffSignInResult {
  response: StaffSignInResponse;
  deviceCookie: string | null;
}

/**
 * Staff sign-in: the members' sign-in throttle (decision 111) with the members' known
 * browsers (decision 0300), under a staff prefix so that member and staff counts never
 * mix; argon2id; one sign-in row and an access token naming it. Every sign-in and every
 * refused password is audited with the client address (a locked refusal checks no
 * password and is not: the throttle bounds the rows a guesser can write).
 */
export async function staffSignIn(
  deps: StaffAuthDeps,
  input: { email: string; password: string; ip: string; deviceCookie: string | undefined; now: Date },
): Promise<StaffSignInResult> {
  const email = input.email.trim().toLowerCase();
  const attempt = signInAttempt(deps.tokens, {
    account: `staff:${email}`,
    address: `staff|${input.ip}`,
    deviceCookie: input.deviceCookie,
  });
  const seconds = await beginSignInAttempt(deps.db, attempt, input.now);
  if (seconds > 0) throw tooManyAttempts(seconds);

  const staff = await findStaffByEmail(deps.db, email);
  const valid = await verifyPassword(staff?.passwordHash ?? null, input.password);
  const knownBrowser = attempt.deviceId !== null;
  if (!staff || !valid || staff.disabledAt) {
    await insertAudit(deps.db, {
      staffId: null,
      action: 'staff.sign-in-failed',
      subject: staff ? `staff:${staff.id}` : 'staff:unknown',
      after: {
        address: input.ip,
        knownBrowser,
        reason: !staff ? 'unknown' : !valid ? 'password' : 'disabled',
      },
    });
    throw new HttpError(401, 'The e-mail address or password is not right.');
  }

  const expiresAt = new Date(input.now.getTime() + STAFF_SIGN_IN_HOURS * 3600_000);
  const { signInId, deviceCookie } = await deps.db.transaction(async (tx) => {
    const cookie = await passSignInAttempt(tx, deps.tokens, attempt);
    const id = await insertSignIn(tx, staff.id, expiresAt);
    await insertAudit(tx, {
      staffId: staff.id,
      action: 'staff.sign-in',
      subject: `staff:${staff.id}`,
      after: { address: input.ip, knownBrowser },
    });
    return { signInId: id, deviceCookie: cookie };
  });
  const token = await signAccessToken(
    deps.tokens,
    { sub: staff.id, sid: signInId, scope: STAFF_SCOPE, client_id: STAFF_CLIENT },
    input.now,
    STAFF_SIGN_IN_HOURS * 3600,
  );
  return {
    response: { AccessToken: token, ExpiresAt: expiresAt.toISOString(), Staff: profileOf(staff) },
    deviceCookie,
  };
}

export async function staffSignOut(deps: Pick<StaffAuthDeps, 'db'>, staff: { id: string; signInId: string }) {
  await deps.db.transaction(async (tx) => {
    await endSignIn(tx, staff.signInId);
    await insertAudit(tx, { staffId: staff.id, action: 'staff.sign-out', subject: `staff:${staff.id}` });
  });
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

/**
 * The staff side's two kinds of route (tagged `staff` unless named): `anyStaff` for reception
 * and spa managers, `managers` for spa managers only. Each declares a route by its URL and spec.
 */
export function staffRoutes(app: FastifyInstance, tags = ['staff']) {
  return {
    anyStaff: declareRoutes(app, tags, staffOnly(app.deps, ANY_STAFF)),
    managers: declareRoutes(app, tags, staffOnly(app.deps, ['spa_manager'])),
  };
}

/**
 * A plugin of staff routes (tagged `staff` unless named): as `routePlugin`, with the staff kinds.
 *
 * ```ts
 * export const rotaRoutes = staffRoutePlugin(({ anyStaff, managers, deps }) => { … });
 * ```
 */
export function staffRoutePlugin(
  body: (scope: RoutePluginScope & ReturnType<typeof staffRoutes>) => void | Promise<void>,
  tags = ['staff'],
) {
  return routePlugin(tags, (scope) => body({ ...scope, ...staffRoutes(scope.app, tags) }));
}
