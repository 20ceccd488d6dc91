import { randomUUID } from 'node:crypto';
import { HttpError, badRequest } from '../../lib/http-error';
import {
  checkCode,
  checkCurrentPassword,
  consumeValidation,
  issueCode,
  takeMailAllowance,
  tooManyAttempts,
  type Attempt,
} from '../identity';
import { sendAlreadyRegistered, sendOneTimeCode } from '../mail';
import { moveSubscriptions } from '../marketing';
import { findMemberByEmail, findMemberById, setMemberEmail } from '../members';
import { unauthorised, type AccountDeps } from './account.service';
import { toUserProfile } from './profile';

const CODE_REJECTED =
  'The code you entered is not valid or has expired. Please check your email or start again.';

/**
 * Change e-mail, step 1: the current password, then a code to the new address.
 * An address that already belongs to a member or a former member gets a notice
 * instead of a code; the answer is the same, so it tells nothing (docs/decisions.md 110).
 */
export async function startEmailChange(
  deps: AccountDeps,
  signedIn: { id: string; familyId: string },
  input: { newEmailAddress: string; password: string },
  request: Attempt,
) {
  const memberId = signedIn.id;
  const member = await findMemberById(deps.db, memberId);
  if (!member) throw unauthorised();
  const who = { memberId, familyId: signedIn.familyId, passwordHash: member.passwordHash, ...request };
  await checkCurrentPassword(deps.db, who, input.password, 'body.password');
  const email = input.newEmailAddress.trim().toLowerCase();
  if (email === member.email) throw badRequest('body.newEmailAddress', 'This is already your email address.');
  if (!(await takeMailAllowance(deps.db, { email, ip: request.ip }, request.now)))
    throw tooManyAttempts(3600);

  const changeId = randomUUID();
  const taken = deps.legacyMembers.find(email) !== undefined || (await findMemberByEmail(deps.db, email));
  if (taken) {
    await sendAlreadyRegistered(deps, email);
  } else {
    const { code } = await issueCode(deps.db, deps.tokens, {
      purpose: 'email_change',
      email,
      now: request.now,
      id: changeId,
      memberId,
    });
    await sendOneTimeCode(deps, email, 'email_change', code);
  }
  return { changeId };
}

/**
 * Change e-mail, step 2: the code sent to the new address, by the member who asked.
 * The e-mail and the mailing-list subscriptions move in one transaction.
 */
export async function confirmEmailChange(
  deps: AccountDeps,
  memberId: string,
  input: { id: string; otp: string },
  request: Attempt,
) {
  const profile = await deps.db.transaction(async (tx) => {
    const result = await checkCode(tx, deps.tokens, { id: input.id }, { code: input.otp, ...request });
    if (!result.ok || result.row.purpose !== 'email_change' || result.row.memberId !== memberId) return null;
    await consumeValidation(tx, { id: input.id }, result.validationId, ['email_change']);
    const member = await findMemberById(tx, memberId);
    if (!member) throw unauthorised();
    const email = result.row.email;
    if (deps.legacyMembers.find(email) || (await findMemberByEmail(tx, email)))
      throw new HttpError(409, 'This email address can no longer be used. Please choose another.');
    await setMemberEmail(tx, memberId, email);
    await moveSubscriptions(deps, tx, member.email, email);
    const updated = await findMemberById(tx, memberId);
    if (!updated) throw unauthorised();
    return toUserProfile(updated);
  });
  if (!profile) throw new HttpError(400, CODE_REJECTED, undefined, { Message: CODE_REJECTED });
  return profile;
}
