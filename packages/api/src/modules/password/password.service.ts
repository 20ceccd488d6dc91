import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { findMemberByEmail, setPasswordHash } from '../account/account.repository';
import { clearThrottle, revokeMemberFamilies } from '../identity/identity.repository';
import { accountKey } from '../identity/login-throttle';
import { canSendCode, checkCode, consumeValidation, issueCode } from '../identity/one-time-codes.service';
import { hashPassword } from '../identity/passwords';
import type { TokenService } from '../identity/tokens';
import type { MailService } from '../mail/mail.service';

export interface PasswordDeps {
  db: Db;
  tokens: TokenService;
  mail: MailService;
  log: FastifyBaseLogger;
}

export const CODE_REJECTED =
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
    void deps.mail
      .sendOneTimeCode(email, 'password_reset', code)
      .catch((error: unknown) => deps.log.error({ err: error }, 'reset code not sent'));
  }
  return { resetId };
}

/** Step 2: the code for that reset id; the answer's validation id proves it for step 3. */
export async function confirmPasswordReset(
  deps: PasswordDeps,
  input: { id: string; otp: string },
  now: Date,
) {
  const result = await deps.db.transaction((tx) =>
    checkCode(tx, deps.tokens, { id: input.id }, input.otp, now),
  );
  if (!result.ok) throw new HttpError(400, CODE_REJECTED, undefined, { Message: CODE_REJECTED });
  return { validationId: result.validationId };
}

/** Step 3: the new password; every sign-in of the member ends and any login lock is lifted. */
export async function changeForgottenPassword(
  deps: PasswordDeps,
  input: { id: string; validationId: string; password: string },
) {
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const used = await consumeValidation(tx, { id: input.id }, input.validationId, ['password_reset']);
    const member = used ? await findMemberByEmail(tx, used.email) : undefined;
    if (!member) throw new HttpError(400, 'Your reset request has expired. Please start again.');
    await setPasswordHash(tx, member.id, passwordHash);
    await revokeMemberFamilies(tx, member.id, null);
    await clearThrottle(tx, accountKey(member.email));
  });
  return { ok: true as const };
}
