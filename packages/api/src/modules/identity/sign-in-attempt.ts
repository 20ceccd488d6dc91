import type { Executor } from '../../db/database';
import { clearThrottle, forgiveAttempt } from './identity.repository';
import {
  ACCOUNT_POLICY,
  ADDRESS_POLICY,
  PAIR_POLICY,
  throttleKeys,
  type ThrottlePolicy,
} from './login-throttle';
import { lockedSeconds, recordFailure } from './throttle.service';
import { newDeviceCookie, trustedDeviceId, type TokenKeys } from './tokens';

/**
 * One password sign-in, throttled (decision 111), for members and the spa team alike
 * (decision 0300): a browser that has signed in to the account before (its device
 * cookie) is counted on its own; an unknown one per account-and-address, per account
 * and per address. A stranger can slow unknown browsers, never stop a known one.
 */
export interface SignInAttempt {
  /** The account's throttle name: a member's e-mail, or `staff:<e-mail>`. */
  account: string;
  /** The known browser's id, when its device cookie was given for this account. */
  deviceId: string | null;
  keys: readonly (readonly [string, ThrottlePolicy])[];
}

export function signInAttempt(
  tokens: TokenKeys,
  input: { account: string; address: string; deviceCookie: string | undefined },
): SignInAttempt {
  const deviceId = trustedDeviceId(tokens, input.deviceCookie, input.account);
  const keys = deviceId
    ? ([[throttleKeys.device(input.account, deviceId), PAIR_POLICY]] as const)
    : ([
        [throttleKeys.pair(input.account, input.address), PAIR_POLICY],
        [throttleKeys.account(input.account), ACCOUNT_POLICY],
        [throttleKeys.address(input.address), ADDRESS_POLICY],
      ] as const);
  return { account: input.account, deviceId, keys };
}

/**
 * Seconds until this attempt may be made (a lock on one of its keys); 0 when it may,
 * the attempt then counted as a failure before the password is checked, so that
 * parallel guesses count too.
 */
export async function beginSignInAttempt(db: Executor, attempt: SignInAttempt, now: Date): Promise<number> {
  const seconds = await lockedSeconds(
    db,
    attempt.keys.map(([key]) => key),
    now,
  );
  if (seconds > 0) return seconds;
  for (const [key, policy] of attempt.keys) await recordFailure(db, key, policy, now);
  return 0;
}

/**
 * The password was right: the attempt's counts cleared (the address's only forgiven
 * once: others may be guessing from it). The device cookie to give the browser when
 * it was not known for the account yet; else null.
 */
export async function passSignInAttempt(
  tx: Executor,
  tokens: TokenKeys,
  attempt: SignInAttempt,
): Promise<string | null> {
  for (const [key] of attempt.keys) {
    if (key.startsWith('address:')) await forgiveAttempt(tx, key);
    else await clearThrottle(tx, key);
  }
  return attempt.deviceId ? null : newDeviceCookie(tokens, attempt.account);
}
