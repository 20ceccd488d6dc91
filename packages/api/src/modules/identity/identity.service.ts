import { randomUUID } from 'node:crypto';
import { OAUTH_CLIENT_ID, OAUTH_SCOPES } from '@spa/domain';
import type { Executor } from '../../db/database';
import { findMemberByEmail, findMemberById } from '../members';
import {
  clearAccountThrottles,
  findRefreshToken,
  insertRefreshToken,
  pruneExpiredRefreshTokens,
  revokeFamily,
  revokeMemberFamilies,
  useRefreshToken,
} from './identity.repository';
import { tryAgainIn } from './login-throttle';
import { OAuthError } from './oauth-error';
import { verifyPassword } from './passwords';
import {
  ACCESS_TOKEN_SECONDS,
  REFRESH_TOKEN_DAYS,
  hashOpaque,
  newOpaqueSecret,
  signAccessToken,
  successorOf,
  verifyAccessToken,
  type TokenKeys,
} from './tokens';
import { beginSignInAttempt, passSignInAttempt, signInAttempt } from './sign-in-attempt';

/** What the sign-in services use (built once at start-up, see app-deps.ts). */
export interface IdentityDeps {
  db: Executor;
  tokens: TokenKeys;
}

export interface IssuedTokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  /** Handed to the client in an HttpOnly cookie, not in the JSON body. */
  refresh_token: string | null;
}

const ALLOWED_SCOPES = OAUTH_SCOPES.split(' ');

function checkClient(clientId: string | undefined) {
  // Only our own first-party web client may use the password grant (RFC 9700 §2.4).
  if (clientId !== OAUTH_CLIENT_ID) throw new OAuthError(401, 'invalid_client', 'Unknown client.');
}

function grantedScope(requested: string | undefined): string {
  if (!requested) return OAUTH_SCOPES;
  const scopes = requested.split(/\s+/).filter(Boolean);
  const unknown = scopes.filter((s) => !ALLOWED_SCOPES.includes(s));
  if (unknown.length > 0) throw new OAuthError(400, 'invalid_scope', `Unknown scope: ${unknown.join(' ')}`);
  return scopes.join(' ');
}

/**
 * Issues an access token for the sign-in `familyId`. Every sign-in has a row in
 * refresh_tokens, so sign-out can end it; only offline_access hands the client a
 * refresh token (`refreshSecret`, or a random one).
 */
async function issue(
  deps: Pick<IdentityDeps, 'tokens'>,
  tx: Executor,
  input: { memberId: string; scope: string; familyId: string; now: Date; refreshSecret?: RefreshSecret },
): Promise<IssuedTokens> {
  const { memberId, scope, familyId, now } = input;
  const offline = scope.split(' ').includes('offline_access');
  const secret = input.refreshSecret ?? newOpaqueSecret();
  await pruneExpiredRefreshTokens(tx, memberId);
  await insertRefreshToken(tx, {
    familyId,
    memberId,
    tokenHash: secret.hash,
    scope,
    // Without offline_access the row only marks the sign-in as live while its access tokens are.
    expiresAt: new Date(
      now.getTime() + (offline ? REFRESH_TOKEN_DAYS * 86_400_000 : ACCESS_TOKEN_SECONDS * 1000),
    ),
  });
  const accessToken = await signAccessToken(
    deps.tokens,
    { sub: memberId, sid: familyId, scope, client_id: OAUTH_CLIENT_ID },
    now,
  );
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    scope,
    refresh_token: offline ? secret.value : null,
  };
}

type RefreshSecret = { value: string; hash: string };

const INVALID_CREDENTIALS = () =>
  new OAuthError(400, 'invalid_username_or_password', 'The username or password is incorrect.');

export interface PasswordGrantResult extends IssuedTokens {
  /** The device cookie to give this browser, when it has none for the account yet. */
  deviceCookie: string | null;
}

/**
 * The password grant. A browser that has signed in to the account before (device
 * cookie) is throttled on its own; an unknown one per account-and-address, per
 * account and per address. A stranger can so slow unknown browsers, but never stop
 * the member on a browser they have used (docs/decisions.md 111).
 */
export async function passwordGrant(
  deps: IdentityDeps,
  input: {
    clientId?: string;
    username?: string;
    password?: string;
    scope?: string;
    ip: string;
    deviceCookie?: string;
    now: Date;
  },
): Promise<PasswordGrantResult> {
  checkClient(input.clientId);
  if (!input.username || !input.password)
    throw new OAuthError(400, 'invalid_request', 'username and password are required.');
  const scope = grantedScope(input.scope);
  const email = input.username.trim().toLowerCase();
  const attempt = signInAttempt(deps.tokens, {
    account: email,
    address: input.ip,
    deviceCookie: input.deviceCookie,
  });
  const seconds = await beginSignInAttempt(deps.db, attempt, input.now);
  if (seconds > 0)
    throw new OAuthError(
      429,
      'too_many_attempts',
      `Too many failed attempts. ${tryAgainIn(seconds)} You can also reset your password.`,
      { 'retry-after': String(seconds) },
    );

  const member = await findMemberByEmail(deps.db, email);
  const valid = await verifyPassword(member?.passwordHash ?? null, input.password);
  if (!member || !valid) throw INVALID_CREDENTIALS();

  return deps.db.transaction(async (tx) => {
    const deviceCookie = await passSignInAttempt(tx, deps.tokens, attempt);
    const issued = await issue(deps, tx, {
      memberId: member.id,
      scope,
      familyId: randomUUID(),
      now: input.now,
    });
    return { ...issued, deviceCookie };
  });
}

/** A second tab presenting the token just rotated, within this many seconds, gets the same successor. */
export const REFRESH_GRACE_SECONDS = 30;

/**
 * The refresh_token grant: rotates the token. The same token again within the
 * grace window (two tabs at once) gets the same successor; later, or once the
 * successor is used, it means theft or replay: the whole family is revoked.
 */
export async function refreshGrant(
  deps: IdentityDeps,
  input: { clientId?: string; refreshToken?: string; now: Date },
): Promise<IssuedTokens> {
  checkClient(input.clientId);
  const presented = input.refreshToken;
  if (!presented) throw new OAuthError(400, 'invalid_request', 'refresh_token is required.');
  const invalid = () => new OAuthError(400, 'invalid_grant', 'The refresh token is invalid or has expired.');
  const successor = successorOf(deps.tokens, presented);

  return deps.db
    .transaction(async (tx) => {
      const used = await useRefreshToken(tx, hashOpaque(presented), input.now);
      if (used) {
        if (used.expiresAt.getTime() <= input.now.getTime()) return null;
        if (!(await findMemberById(tx, used.memberId))) return null;
        const { memberId, scope, familyId } = used;
        return issue(deps, tx, { memberId, scope, familyId, now: input.now, refreshSecret: successor });
      }
      const known = await findRefreshToken(tx, hashOpaque(presented));
      if (!known?.usedAt || known.revokedAt) return null;
      const next = await findRefreshToken(tx, successor.hash);
      const withinGrace = input.now.getTime() - known.usedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000;
      if (withinGrace && next && !next.usedAt && !next.revokedAt) {
        const accessToken = await signAccessToken(
          deps.tokens,
          { sub: known.memberId, sid: known.familyId, scope: known.scope, client_id: OAUTH_CLIENT_ID },
          input.now,
        );
        return {
          access_token: accessToken,
          token_type: 'Bearer' as const,
          expires_in: ACCESS_TOKEN_SECONDS,
          scope: known.scope,
          refresh_token: successor.value,
        };
      }
      await revokeFamily(tx, known.familyId);
      // Return the revocation, not the error: throwing would roll it back.
      return null;
    })
    .then((issued) => {
      if (!issued) throw invalid();
      return issued;
    });
}

/**
 * Sign-out (RFC 7009): revokes the sign-in of a refresh token or of an access
 * token (a sign-in without offline_access has only the latter); unknown tokens are ignored.
 */
export async function revokeToken(deps: Pick<IdentityDeps, 'db' | 'tokens'>, token: string | undefined) {
  if (!token) return;
  const known = await findRefreshToken(deps.db, hashOpaque(token));
  const familyId = known?.familyId ?? (await verifyAccessToken(deps.tokens, token))?.sid;
  if (familyId) await revokeFamily(deps.db, familyId);
}

/**
 * After a password change: every sign-in of the member ends but `keepFamilyId`'s
 * (the one that changed it, if any), and every login lock on the account is lifted.
 */
export async function endSignInsAfterPasswordChange(
  tx: Executor,
  member: { id: string; email: string },
  keepFamilyId: string | null,
) {
  await revokeMemberFamilies(tx, member.id, keepFamilyId);
  await clearAccountThrottles(tx, member.email);
}
