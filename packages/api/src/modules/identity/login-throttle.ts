/**
 * Login throttling policy (pure): short, growing locks, so that guessing is slow
 * but an attacker cannot lock a real member out for long (docs/decisions.md).
 */
interface ThrottlePolicy {
  /** Failures (within the window) at which the first lock starts. */
  threshold: number;
  firstLockSeconds: number;
  maxLockSeconds: number;
  /** Failures older than this are forgotten. */
  windowMinutes: number;
}

export const ACCOUNT_POLICY: ThrottlePolicy = {
  threshold: 5,
  firstLockSeconds: 30,
  maxLockSeconds: 300,
  windowMinutes: 15,
};

/** One address may try more accounts (a shared office or hotel network), but not endlessly. */
export const ADDRESS_POLICY: ThrottlePolicy = {
  threshold: 20,
  firstLockSeconds: 30,
  maxLockSeconds: 900,
  windowMinutes: 15,
};

/** Seconds to lock after `failures` failures: none below the threshold, then 30 s doubling to the cap. */
export function lockSeconds(policy: ThrottlePolicy, failures: number): number {
  if (failures < policy.threshold) return 0;
  const doublings = Math.min(failures - policy.threshold, 20);
  return Math.min(policy.firstLockSeconds * 2 ** doublings, policy.maxLockSeconds);
}

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;
