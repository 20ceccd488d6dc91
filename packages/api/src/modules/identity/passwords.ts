import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum (19 MiB memory, 2 passes, 1 lane); see
 * docs/decisions.md. The PHC string stores the parameters, so raising them
 * later keeps old hashes verifiable.
 */
const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, not importable under isolatedModules)
const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

// A hash to verify against when there is no member, so that a missing account
// costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;

/** True when the password matches; a null hash (no such member or no password yet) never matches. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not a real password, only to spend the same time');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
