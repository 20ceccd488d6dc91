import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { runDetached } from '../../lib/detached';
import {
  assertUncommonPassword,
  checkCode,
  consumeValidation,
  endSignInsAfterPasswordChange,
  hashPassword,
  issueCode,
  takeMailAllowance,
  type Attempt,
  type TokenKeys,
} from '../identity';
import { sendOneTimeCode, type Mailer } from '../mail';
import { findMemberByEmail, setPasswordHash } from '../members';

/** What the password reset uses (built once at start-up, see app-deps.ts). */
export interface PasswordDeps {
  db: Executor;
  tokens: TokenKeys;
  mail: Mailer;
  log: FastifyBaseLogger;
}

const CODE_REJECTED =
  'The code you entered is not valid or has expired. Please check your email or start again.';

/**
 * Step 1. Always answers a fresh reset id at once, member or not; the lookup,
 * the code and the e-mail happen after the answer, so its time does not tell
 * either (docs/decisions.md 112). At most 5 mails an hour per e-mail, 20 per client address.
 */
export function initiatePasswordReset(deps: PasswordDeps, emailAddress: string, request: Attempt) {
  const resetId = randomUUID();
  const email = emailAddress.trim().toLowerCase();
  runDetached(deps.log, 'password reset code', async () => {
    const member = await findMemberByEmail(deps.db, email);
    if (!member || !(await takeMailAllowance(deps.db, { email, ip: request.ip }, request.now))) return;
    const { code } = await issueCode(deps.db, deps.tokens, {
      purpose: 'password_reset',
      email,
      now: request.now,
      id: resetId,
    });
    await sendOneTimeCode(deps, email, 'password_reset', code);
  });
  return { resetId };
}

/** Step 2: the code for that reset id; the answer's validation id proves it for step 3. */
export async function confirmPasswordReset(
  deps: Pick<PasswordDeps, 'db' | 'tokens'>,
  input: { id: string; otp: string },
  request: Attempt,
) {
  const result = await deps.db.transaction((tx) =>
    checkCode(tx, deps.tokens, { id: input.id }, { code: input.otp, ...request }),
  );
  if (!result.ok)
    throw new HttpError(400, CODE_REJECTED, [{ field: 'body.otp', message: CODE_REJECTED }], {
      Message: CODE_REJECTED,
    });
  return { validationId: result.validationId };
}

/** Step 3: the new password; every sign-in of the member ends and any login lock is lifted. */
export async function changeForgottenPassword(
  deps: Pick<PasswordDeps, 'db'>,
  input: { id: string; validationId: string; password: string },
) {
  assertUncommonPassword(input.password, 'body.password');
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const used = await consumeValidation(tx, { id: input.id }, input.validationId, ['password_reset']);
    const member = used ? await findMemberByEmail(tx, used.email) : undefined;
    if (!member) throw new HttpError(400, 'Your reset request has expired. Please start again.');
    await setPasswordHash(tx, member.id, passwordHash);
    await endSignInsAfterPasswordChange(tx, member, null);
  });
  return { ok: true as const };
}
