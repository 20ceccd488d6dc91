import { randomUUID } from 'node:crypto';
import { OAUTH_CLIENT_ID, OAUTH_SCOPES } from '@spa/domain';
import type { Executor } from '../../db/database';
import { findMemberByEmail, findMemberById } from '../members';
import {
  clearThrottle,
  countAttempt,
  findRefreshToken,
  findThrottles,
  forgiveAttempt,
  insertRefreshToken,
  lockUntil,
  pruneExpiredRefreshTokens,
  revokeFamily,
  revokeMemberFamilies,
  useRefreshToken,
} from './identity.repository';
import { ACCOUNT_POLICY, ADDRESS_POLICY, accountKey, addressKey, lockSeconds } from './login-throttle';
import { OAuthError } from './oauth-error';
import { verifyPassword } from './passwords';
import {
  ACCESS_TOKEN_SECONDS,
  REFRESH_TOKEN_DAYS,
  hashOpaque,
  newOpaqueSecret,
  signAccessToken,
  type TokenKeys,
} from './tokens';

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

async function issue(
  deps: Pick<IdentityDeps, 'tokens'>,
  tx: Executor,
  memberId: string,
  scope: string,
  familyId: string,
  now: Date,
): Promise<IssuedTokens> {
  let refreshToken: string | null = null;
  if (scope.split(' ').includes('offline_access')) {
    const secret = newOpaqueSecret();
    await pruneExpiredRefreshTokens(tx, memberId);
    await insertRefreshToken(tx, {
      familyId,
      memberId,
      tokenHash: secret.hash,
      scope,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000),
    });
    refreshToken = secret.value;
  }
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
    refresh_token: refreshToken,
  };
}

const INVALID_CREDENTIALS = () =>
  new OAuthError(400, 'invalid_username_or_password', 'The username or password is incorrect.');

/**
 * The password grant: throttled per account and per client address, so a run of
 * wrong passwords earns growing short locks; a success clears the account's count.
 */
export async function passwordGrant(
  deps: IdentityDeps,
  input: { clientId?: string; username?: string; password?: string; scope?: string; ip: string; now: Date },
): Promise<IssuedTokens> {
  checkClient(input.clientId);
  if (!input.username || !input.password)
    throw new OAuthError(400, 'invalid_request', 'username and password are required.');
  const scope = grantedScope(input.scope);
  const email = input.username.trim().toLowerCase();
  const keys = { account: accountKey(email), address: addressKey(input.ip) };

  const locked = (await findThrottles(deps.db, [keys.account, keys.address]))
    .map((row) => row.lockedUntil?.getTime() ?? 0)
    .reduce((latest, until) => Math.max(latest, until), 0);
  if (locked > input.now.getTime()) {
    const seconds = Math.ceil((locked - input.now.getTime()) / 1000);
    throw new OAuthError(
      429,
      'too_many_attempts',
      `Too many failed attempts. Please try again in ${seconds} seconds.`,
      { 'retry-after': String(seconds) },
    );
  }

  // Count the attempt before checking the password, so parallel guesses count too.
  for (const [key, policy] of [
    [keys.account, ACCOUNT_POLICY],
    [keys.address, ADDRESS_POLICY],
  ] as const) {
    const failures = await countAttempt(deps.db, key, input.now, policy.windowMinutes);
    const seconds = lockSeconds(policy, failures);
    if (seconds > 0) await lockUntil(deps.db, key, new Date(input.now.getTime() + seconds * 1000));
  }

  const member = await findMemberByEmail(deps.db, email);
  const valid = await verifyPassword(member?.passwordHash ?? null, input.password);
  if (!member || !valid) throw INVALID_CREDENTIALS();

  return deps.db.transaction(async (tx) => {
    await clearThrottle(tx, keys.account);
    await forgiveAttempt(tx, keys.address);
    return issue(deps, tx, member.id, scope, randomUUID(), input.now);
  });
}

/**
 * The refresh_token grant: rotates the token. A token already used, presented
 * again, means it was stolen (or replayed): the whole family is revoked.
 */
export async function refreshGrant(
  deps: IdentityDeps,
  input: { clientId?: string; refreshToken?: string; now: Date },
): Promise<IssuedTokens> {
  checkClient(input.clientId);
  if (!input.refreshToken) throw new OAuthError(400, 'invalid_request', 'refresh_token is required.');
  const invalid = () => new OAuthError(400, 'invalid_grant', 'The refresh token is invalid or has expired.');
  const tokenHash = hashOpaque(input.refreshToken);

  return deps.db
    .transaction(async (tx) => {
      const used = await useRefreshToken(tx, tokenHash);
      if (!used) {
        const known = await findRefreshToken(tx, tokenHash);
        if (known?.usedAt) await revokeFamily(tx, known.familyId);
        // Return the revocation, not the error: throwing would roll it back.
        return null;
      }
      if (used.expiresAt.getTime() <= input.now.getTime()) return null;
      if (!(await findMemberById(tx, used.memberId))) return null;
      return issue(deps, tx, used.memberId, used.scope, used.familyId, input.now);
    })
    .then((issued) => {
      if (!issued) throw invalid();
      return issued;
    });
}

/** Sign-out (RFC 7009): revokes the token's family; unknown tokens are ignored. */
export async function revokeToken(deps: Pick<IdentityDeps, 'db'>, token: string | undefined) {
  if (!token) return;
  const known = await findRefreshToken(deps.db, hashOpaque(token));
  if (known) await revokeFamily(deps.db, known.familyId);
}

/**
 * After a password change: every sign-in of the member ends but `keepFamilyId`'s
 * (the one that changed it, if any), and any login lock on the account is lifted.
 */
export async function endSignInsAfterPasswordChange(
  tx: Executor,
  member: { id: string; email: string },
  keepFamilyId: string | null,
) {
  await revokeMemberFamilies(tx, member.id, keepFamilyId);
  await clearThrottle(tx, accountKey(member.email));
}
