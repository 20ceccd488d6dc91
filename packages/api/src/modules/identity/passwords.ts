import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../../lib/http-error';

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

// The ~30 000 most common passwords of public breach corpora (zxcvbn-ts's list),
// loaded on first use; see docs/decisions.md 114.
let common: Set<string> | undefined;

/** True for a password on the common/breached list (any case), which we refuse as too easy to guess. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common and easy to guess. Please choose another.';

/** A 400 naming the field when a new password is on the common list. */
export function assertUncommonPassword(password: string, field: string) {
  if (password !== '' && isCommonPassword(password)) throw badRequest(field, COMMON_PASSWORD_MESSAGE);
}
