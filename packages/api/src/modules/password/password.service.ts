import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import {
  canSendCode,
  checkCode,
  consumeValidation,
  endSignInsAfterPasswordChange,
  hashPassword,
  issueCode,
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
 * Step 1. Always answers a fresh reset id, whether or not the e-mail has an
 * account; only a member gets a code (sent without waiting, so the answer's
 * timing does not tell either).
 */
export async function initiatePasswordReset(deps: PasswordDeps, emailAddress: string, now: Date) {
  const resetId = randomUUID();
  const email = emailAddress.trim().toLowerCase();
  const member = await findMemberByEmail(deps.db, email);
  if (member && (await canSendCode(deps.db, email, now))) {
    const { code } = await issueCode(deps.db, deps.tokens, {
      purpose: 'password_reset',
      email,
      now,
      id: resetId,
    });
    void sendOneTimeCode(deps, email, 'password_reset', code).catch((error: unknown) =>
      deps.log.error({ err: error }, 'reset code not sent'),
    );
  }
  return { resetId };
}

/** Step 2: the code for that reset id; the answer's validation id proves it for step 3. */
export async function confirmPasswordReset(
  deps: Pick<PasswordDeps, 'db' | 'tokens'>,
  input: { id: string; otp: string },
  now: Date,
) {
  const result = await deps.db.transaction((tx) =>
    checkCode(tx, deps.tokens, { id: input.id }, input.otp, now),
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
