import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
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
  lifetimeSeconds = ACCESS_TOKEN_SECONDS,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ scope: claims.scope, client_id: claims.client_id, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .setSubject(claims.sub)
    .setIssuer(keys.issuer)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetimeSeconds)
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

/**
 * The refresh token that replaces `previous`: derived (keyed), not random, so that
 * a second tab presenting `previous` within the grace window gets the very same
 * successor instead of ending the sign-in (docs/decisions.md 113).
 */
export function successorOf(keys: TokenKeys, previous: string): { value: string; hash: string } {
  const value = createHmac('sha256', keys.hmacKey)
    .update(`refresh-successor:${previous}`)
    .digest('base64url');
  return { value, hash: hashOpaque(value) };
}

/**
 * A device cookie (OWASP "slow down online guessing with device cookies"): a browser
 * that signed in to an account gets `<id>.<mac>`, the mac binding the id to the e-mail.
 */
export function newDeviceCookie(keys: TokenKeys, email: string): string {
  const id = randomBytes(12).toString('base64url');
  return `${id}.${deviceMac(keys, email, id)}`;
}

/** The device id when the cookie was given to a browser that signed in to this e-mail; else null. */
export function trustedDeviceId(keys: TokenKeys, cookie: string | undefined, email: string): string | null {
  const [id, mac, ...rest] = (cookie ?? '').split('.');
  if (!id || !mac || rest.length > 0) return null;
  const expected = Buffer.from(deviceMac(keys, email, id));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

const deviceMac = (keys: TokenKeys, email: string, id: string) =>
  createHmac('sha256', keys.hmacKey).update(`device:${email.toLowerCase()}:${id}`).digest('base64url');
