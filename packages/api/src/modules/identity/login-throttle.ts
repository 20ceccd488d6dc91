/**
 * Throttling policies (pure): short, growing locks, so that guessing is slow but
 * a stranger cannot keep a member with the right password out (docs/decisions.md 111).
 */
export interface ThrottlePolicy {
  /** Failures (within the window) at which the first lock starts. */
  threshold: number;
  firstLockSeconds: number;
  maxLockSeconds: number;
  /** Failures older than this are forgotten. */
  windowMinutes: number;
}

/** Locks of 30 seconds, doubling up to 5 minutes. */
const SHORT_LOCKS = { firstLockSeconds: 30, maxLockSeconds: 300 };
/** Locks of a minute, doubling up to 15. */
const LONG_LOCKS = { firstLockSeconds: 60, maxLockSeconds: 900 };

/** A policy: its threshold and locks; failures are forgotten after 15 minutes under every policy. */
const throttlePolicy = (
  threshold: number,
  locks: Pick<ThrottlePolicy, 'firstLockSeconds' | 'maxLockSeconds'>,
): ThrottlePolicy => ({ threshold, ...locks, windowMinutes: 15 });

/**
 * One account from one place: a browser that has signed in to the account before
 * (its device cookie), or else one client address. Only this lock ever stops a
 * browser the member has used before.
 */
export const PAIR_POLICY = throttlePolicy(5, SHORT_LOCKS);

/** One account from unknown browsers everywhere (a spread-out guesser); known browsers pass. */
export const ACCOUNT_POLICY = throttlePolicy(20, LONG_LOCKS);

/** One address trying many accounts from unknown browsers (a hotel's Wi-Fi is shared: known browsers pass). */
export const ADDRESS_POLICY = throttlePolicy(50, LONG_LOCKS);

/** Wrong one-time codes from one address, over every e-mail and purpose. */
export const CODE_ADDRESS_POLICY = throttlePolicy(20, LONG_LOCKS);

/** Wrong one-time codes from everywhere: a distributed guesser slows everyone's code entry, briefly. */
export const CODE_GLOBAL_POLICY = throttlePolicy(1000, SHORT_LOCKS);

/**
 * Wrong current passwords (change password, change e-mail) in one signed-in session: a stolen
 * access token buys a few guesses, not unlimited ones. Per session, so the member signing in
 * again elsewhere is never locked out by whoever holds the stolen one.
 */
export const REAUTH_SESSION_POLICY = throttlePolicy(5, LONG_LOCKS);

/** Wrong current passwords from one client address over every member (many stolen tokens). */
export const REAUTH_ADDRESS_POLICY = throttlePolicy(20, LONG_LOCKS);

/** Seconds to lock after `failures` failures: none below the threshold, then doubling to the cap. */
export function lockSeconds(policy: ThrottlePolicy, failures: number): number {
  if (failures < policy.threshold) return 0;
  const doublings = Math.min(failures - policy.threshold, 20);
  return Math.min(policy.firstLockSeconds * 2 ** doublings, policy.maxLockSeconds);
}

/** E-mails with a code or notice: per e-mail and per client address, an hour. */
export const MAILS_PER_EMAIL_PER_HOUR = 5;
export const MAILS_PER_ADDRESS_PER_HOUR = 20;

export const throttleKeys = {
  account: (email: string) => `account:${email.toLowerCase()}`,
  address: (ip: string) => `address:${ip}`,
  pair: (email: string, ip: string) => `pair:${email.toLowerCase()}|${ip}`,
  device: (email: string, deviceId: string) => `device:${email.toLowerCase()}|${deviceId}`,
  codeAddress: (ip: string) => `code-address:${ip}`,
  codeGlobal: () => 'code-global',
  mailEmail: (email: string) => `mail-email:${email.toLowerCase()}`,
  mailAddress: (ip: string) => `mail-address:${ip}`,
  reauthSession: (memberId: string, familyId: string) => `reauth:${memberId}|${familyId}`,
  reauthAddress: (ip: string) => `reauth-address:${ip}`,
};

/** 'Please try again in 2 minutes.' — what a member reads, rounded up to whole minutes past a minute. */
export function tryAgainIn(seconds: number): string {
  if (seconds <= 60) return `Please try again in ${seconds} seconds.`;
  const minutes = Math.ceil(seconds / 60);
  return `Please try again in ${minutes} minutes.`;
}
