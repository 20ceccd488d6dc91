import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 14;
const AUDIENCE = 'spa-api';

export interface AccessClaims {
  /** The member's id. */
  sub: string;
  /** The refresh-token family (one sign-in), so a password change can keep only this one. */
  sid: string;
  scope: string;
  client_id: string;
}

/** Signs and checks access tokens (JWT, HS256) and hashes one-time secrets with the same key. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly issuer: string,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.hmacKey = secret;
  }

  private readonly hmacKey: string;

  async signAccessToken(claims: AccessClaims, now = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ scope: claims.scope, client_id: claims.client_id, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(claims.sub)
      .setIssuer(this.issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
      .setJti(randomUUID())
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token of ours; null for anything else. */
  async verifyAccessToken(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: this.issuer,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        typ: 'at+jwt',
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return {
        sub: payload.sub,
        sid: payload.sid,
        scope: String(payload.scope ?? ''),
        client_id: String(payload.client_id ?? ''),
      };
    } catch {
      return null;
    }
  }

  /** A keyed hash for short secrets (6-digit codes): a leaked table alone does not give them away. */
  keyedHash(value: string): string {
    return createHmac('sha256', this.hmacKey).update(value).digest('base64url');
  }
}

/** An opaque random secret (refresh tokens, validation ids) and the hash we store. */
export function newOpaqueSecret(): { value: string; hash: string } {
  const value = randomBytes(32).toString('base64url');
  return { value, hash: hashOpaque(value) };
}

export function hashOpaque(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
