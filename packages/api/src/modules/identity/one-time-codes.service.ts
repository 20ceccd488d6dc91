import { randomInt, randomUUID } from 'node:crypto';
import type { Executor } from '../../db/database';
import type { CodePurpose } from '../mail';
import { findMemberById } from '../members';
import type { CodeRow } from './identity.tables';
import {
  closeOpenCodes,
  consumeValidated,
  isEmailProven,
  recordProvenEmail,
  insertCode,
  lockCodeById,
  lockLatestCode,
  pruneOldCodes,
  markVerified,
  recordWrongCode,
} from './one-time-codes.repository';
import { assertMayTryCode, recordWrongCodeGuess } from './throttle.service';
import { hashOpaque, keyedHash, newOpaqueSecret, type TokenKeys } from './tokens';

/** One-time codes: 6 digits, stored hashed, single use, 10 minutes, dead after 5 wrong tries. */
const CODE_TTL_MINUTES = 10;
const CODE_MAX_TRIES = 5;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const codeHash = (tokens: TokenKeys, id: string, code: string) => keyedHash(tokens, `${id}:${code}`);

/** Issues a new code (closing older ones of the same purpose); returns its id and the digits to e-mail. */
export async function issueCode(
  db: Executor,
  tokens: TokenKeys,
  input: { purpose: CodePurpose; email: string; now: Date; id?: string; memberId?: string },
) {
  const id = input.id ?? randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await pruneOldCodes(db);
  await closeOpenCodes(db, input.email, input.purpose);
  await insertCode(db, {
    id,
    purpose: input.purpose,
    email: input.email,
    memberId: input.memberId ?? null,
    codeHash: codeHash(tokens, id, code),
    expiresAt: new Date(input.now.getTime() + CODE_TTL_MINUTES * 60_000),
  });
  return { id, code };
}

type CodeCheck = { ok: true; row: CodeRow; validationId: string } | { ok: false };

/**
 * Checks a code inside the caller's transaction. A wrong code counts a try; the
 * fifth wrong try kills the code. Wrong codes are also counted per client address
 * and for everyone: past those limits the answer is 429 before any check
 * (docs/decisions.md 112). The answer never says which check failed.
 */
export async function checkCode(
  db: Executor,
  tokens: TokenKeys,
  find: { id: string } | { email: string; purposes: CodePurpose[] },
  attempt: { code: string; ip: string; now: Date },
): Promise<CodeCheck> {
  const { code, ip, now } = attempt;
  await assertMayTryCode(db, ip, now);
  const result = await checkCodeRow(db, tokens, find, code, now);
  if (!result.ok) await recordWrongCodeGuess(db, ip, now);
  return result;
}

async function checkCodeRow(
  db: Executor,
  tokens: TokenKeys,
  find: { id: string } | { email: string; purposes: CodePurpose[] },
  code: string,
  now: Date,
): Promise<CodeCheck> {
  if ('id' in find && !UUID.test(find.id)) return { ok: false };
  const row =
    'id' in find ? await lockCodeById(db, find.id) : await lockLatestCode(db, find.email, find.purposes);
  if (
    !row ||
    row.consumedAt ||
    row.verifiedAt ||
    row.failedAttempts >= CODE_MAX_TRIES ||
    row.expiresAt.getTime() <= now.getTime()
  )
    return { ok: false };
  if (row.codeHash !== codeHash(tokens, row.id, code)) {
    await recordWrongCode(db, row.id);
    return { ok: false };
  }
  const validation = newOpaqueSecret();
  await markVerified(db, row.id, validation.hash);
  return { ok: true, row, validationId: validation.value };
}

/** Uses up the proof a checked code gave (the validation id); undefined when it is not valid. */
export function consumeValidation(
  db: Executor,
  where: { id?: string; email?: string },
  validationId: string,
  purposes: CodePurpose[],
) {
  if (where.id !== undefined && !UUID.test(where.id)) return Promise.resolve(undefined);
  return consumeValidated(db, where, hashOpaque(validationId), purposes).then(async (row) => {
    // The code proved the address: bookings made with it may show in its account.
    if (row) await recordProvenEmail(db, row.email);
    return row;
  });
}

/**
 * A member's e-mail address when its owner has proven it with a code, null when
 * not (an address typed without a code unlocks nothing), undefined when there is
 * no such member: whose anonymous bookings a member may see (decision 130).
 */
export async function provenEmailOfMember(
  db: Executor,
  memberId: string,
): Promise<string | null | undefined> {
  const member = await findMemberById(db, memberId);
  if (!member) return undefined;
  return (await isEmailProven(db, member.email)) ? member.email : null;
}
