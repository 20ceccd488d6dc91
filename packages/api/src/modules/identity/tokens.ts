import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 14;
const AUDIENCE = 'spa-api';

interface AccessClaims {
  /** The member's id. */
  sub: string;
  /** The refresh-token family (one sign-in), so a password change can keep only this one. */
  sid: string;
  scope: string;
  client_id: string;
}

/**
 * The keys of our own tokens: access tokens are JWTs (HS256) signed with the
 * signing key; one-time codes are hashed with the same key (keyedHash).
 */
export interface TokenKeys {
  signingKey: Uint8Array;
  hmacKey: string;
  /** PUBLIC_ORIGIN: the `iss` of every access token. */
  issuer: string;
}

export function tokenKeys(secret: string, issuer: string): TokenKeys {
  return { signingKey: new TextEncoder().encode(secret), hmacKey: secret, issuer };
}

export async function signAccessToken(
  keys: TokenKeys,
  claims: AccessClaims,
  now = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ scope: claims.scope, client_id: claims.client_id, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .setSubject(claims.sub)
    .setIssuer(keys.issuer)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
    .setJti(randomUUID())
    .sign(keys.signingKey);
}

/** The claims of a valid, unexpired token of ours; null for anything else. */
export async function verifyAccessToken(keys: TokenKeys, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.signingKey, {
      issuer: keys.issuer,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      typ: 'at+jwt',
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return {
      sub: payload.sub,
      sid: payload.sid,
      scope: typeof payload.scope === 'string' ? payload.scope : '',
      client_id: typeof payload.client_id === 'string' ? payload.client_id : '',
    };
  } catch {
    return null;
  }
}

/** A keyed hash for short secrets (6-digit codes): a leaked table alone does not give them away. */
export function keyedHash(keys: TokenKeys, value: string): string {
  return createHmac('sha256', keys.hmacKey).update(value).digest('base64url');
}

/** An opaque random secret (refresh tokens, validation ids) and the hash we store. */
export function newOpaqueSecret(): { value: string; hash: string } {
  const value = randomBytes(32).toString('base64url');
  return { value, hash: hashOpaque(value) };
}

export function hashOpaque(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
