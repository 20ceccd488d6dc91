import type { Executor } from '../../db/database';
import { badRequest, HttpError } from '../../lib/http-error';
import { clearThrottle, countAttempt, findThrottles, lockUntil } from './identity.repository';
import { verifyPassword } from './passwords';
import {
  CODE_ADDRESS_POLICY,
  CODE_GLOBAL_POLICY,
  lockSeconds,
  MAILS_PER_ADDRESS_PER_HOUR,
  MAILS_PER_EMAIL_PER_HOUR,
  REAUTH_ADDRESS_POLICY,
  REAUTH_SESSION_POLICY,
  throttleKeys,
  tryAgainIn,
  type ThrottlePolicy,
} from './login-throttle';

/** Where and when a throttled attempt (a code sent or typed, a password) comes from: the client's address, now. */
export interface Attempt {
  ip: string;
  now: Date;
}

/** Seconds until the latest lock of these keys ends; 0 when none is locked. */
export async function lockedSeconds(db: Executor, keys: string[], now: Date): Promise<number> {
  const until = (await findThrottles(db, keys))
    .map((row) => row.lockedUntil?.getTime() ?? 0)
    .reduce((latest, time) => Math.max(latest, time), 0);
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** Counts one failure against a key (atomically) and locks it when the policy says so. */
export async function recordFailure(db: Executor, key: string, policy: ThrottlePolicy, now: Date) {
  const failures = await countAttempt(db, key, now, policy.windowMinutes);
  const seconds = lockSeconds(policy, failures);
  if (seconds > 0) await lockUntil(db, key, new Date(now.getTime() + seconds * 1000));
}

/** 429 with Retry-After and the words a member reads. */
export function tooManyAttempts(seconds: number) {
  return new HttpError(429, `Too many attempts. ${tryAgainIn(seconds)}`, undefined, {
    retryAfterSeconds: seconds,
  });
}

const codeKeys = (ip: string) => [throttleKeys.codeAddress(ip), throttleKeys.codeGlobal()];

/** Before a code is checked: 429 while this address (or everyone) has guessed too many wrong codes. */
export async function assertMayTryCode(db: Executor, ip: string, now: Date) {
  const seconds = await lockedSeconds(db, codeKeys(ip), now);
  if (seconds > 0) throw tooManyAttempts(seconds);
}

/** A wrong code: counted for the address and for everyone. */
export async function recordWrongCodeGuess(db: Executor, ip: string, now: Date) {
  await recordFailure(db, throttleKeys.codeAddress(ip), CODE_ADDRESS_POLICY, now);
  await recordFailure(db, throttleKeys.codeGlobal(), CODE_GLOBAL_POLICY, now);
}

/**
 * May one more e-mail (a code or a notice) go to this address, asked from this
 * client address? Counts the request either way; at most 5 an hour per e-mail and
 * 20 an hour per client address.
 */
export async function takeMailAllowance(db: Executor, to: { email: string; ip: string }, now: Date) {
  const perEmail = await countAttempt(db, throttleKeys.mailEmail(to.email), now, 60);
  const perAddress = await countAttempt(db, throttleKeys.mailAddress(to.ip), now, 60);
  return perEmail <= MAILS_PER_EMAIL_PER_HOUR && perAddress <= MAILS_PER_ADDRESS_PER_HOUR;
}

/** A signed-in member re-entering their password, from where and in which sign-in. */
export interface Reauthentication {
  memberId: string;
  familyId: string;
  /** Null for a member who has not set one (a former member mid-migration): never matches. */
  passwordHash: string | null;
  ip: string;
  now: Date;
}

/**
 * The current password before a change of password or e-mail: 429 while this sign-in (or
 * this client address) has given too many wrong ones, else checked; a wrong one counts
 * and is a 400 naming `field`. The right one clears this sign-in's count.
 */
export async function checkCurrentPassword(
  db: Executor,
  who: Reauthentication,
  password: string,
  field: string,
) {
  const sessionKey = throttleKeys.reauthSession(who.memberId, who.familyId);
  const addressKey = throttleKeys.reauthAddress(who.ip);
  const seconds = await lockedSeconds(db, [sessionKey, addressKey], who.now);
  if (seconds > 0) throw tooManyAttempts(seconds);
  if (await verifyPassword(who.passwordHash, password)) {
    await clearThrottle(db, sessionKey);
    return;
  }
  await recordFailure(db, sessionKey, REAUTH_SESSION_POLICY, who.now);
  await recordFailure(db, addressKey, REAUTH_ADDRESS_POLICY, who.now);
  throw badRequest(field, 'Your current password is not correct.');
}
