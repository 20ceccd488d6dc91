import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from './http-error';

/** The header a payment provider's notification carries: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'x-sandbox-signature';

const mac = (secret: string, timestamp: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/**
 * The signature of a notification's raw body at `timestamp` (seconds), as the
 * provider sends it: the HMAC covers the timestamp too, so an old one cannot be
 * re-dated.
 *
 * @example signNotification('s3cret', '{"a":1}', 1700000000).startsWith('t=1700000000,v1=') // true
 */
export function signNotification(secret: string, rawBody: string, timestamp: number): string {
  return `t=${timestamp},v1=${mac(secret, timestamp, rawBody)}`;
}

/**
 * Whether `header` signs `rawBody` with `secret` and was made within `toleranceSeconds`
 * of `nowSeconds` (a captured notification replayed later is refused).
 */
export function verifyNotificationSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!parts) return false;
  const timestamp = Number(parts[1]);
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(mac(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(parts[2]!, 'hex'));
}

/**
 * Settles, as the browser's prompt would, what a provider's notification is about: `found`, what
 * has that provider session (null: not this kind's, answered false). A refusal (a 4xx: not
 * confirmed, refunded, settled otherwise) is acknowledged all the same, so that the provider stops
 * asking; anything else is thrown, and the provider retries.
 */
export async function settleNotice<Found>(
  found: Found | null,
  settle: (found: Found) => Promise<unknown>,
): Promise<boolean> {
  if (!found) return false;
  try {
    await settle(found);
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode < 500)) throw error;
  }
  return true;
}
