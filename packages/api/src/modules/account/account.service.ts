import {
  accountDetailsSchema,
  normaliseUkPostcode,
  type AccountUpdateRequest,
  type Catalogue,
  type RegisterRequestSchema,
} from '@spa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../../db/database';
import { HttpError, badRequest, conflict } from '../../lib/http-error';
import {
  assertUncommonPassword,
  consumeValidation,
  endSignInsAfterPasswordChange,
  hashPassword,
  checkCurrentPassword,
  type Attempt,
  type TokenKeys,
} from '../identity';
import { sendAccountCreated, type Mailer } from '../mail';
import type { LegacyMembers } from '../migration';
import { subscribeEmail, type MarketingPlatform } from '../marketing';
import { findMemberById, insertMember, setPasswordHash, updateMember } from '../members';
import { toUserProfile } from './profile';

/** What the account services use (built once at start-up, see app-deps.ts). */
export interface AccountDeps {
  db: Executor;
  catalogue: Catalogue;
  mail: Mailer;
  legacyMembers: LegacyMembers;
  marketing: MarketingPlatform;
  log: FastifyBaseLogger;
  tokens: TokenKeys;
}

const unauthorised = () => new HttpError(401, 'Please sign in.');

export { unauthorised };

export async function getProfile(deps: Pick<AccountDeps, 'db'>, memberId: string) {
  const member = await findMemberById(deps.db, memberId);
  if (!member) throw unauthorised();
  return toUserProfile(member);
}

function cleanAddress(address: AccountUpdateRequest['address']) {
  if (!address || !address.line1) return null;
  const postCode = address.postCode ?? '';
  const country = address.country || 'GB';
  return {
    line1: address.line1,
    line2: address.line2 ?? '',
    city: address.city ?? '',
    country,
    // §5: the postcode is upper-cased; UK ones also get their one space.
    postCode: (country === 'GB' ? normaliseUkPostcode(postCode) : null) ?? postCode.toUpperCase(),
  };
}

type RegisterInput = z.output<typeof RegisterRequestSchema>;

/** A birthday is a real past date (the schema checks the shape; only the server knows today). */
function assertPastBirthday(birthday: string | undefined, now: Date) {
  if (birthday && birthday > now.toISOString().slice(0, 10))
    throw badRequest('body.birthday', 'Your birthday cannot be in the future');
}

/**
 * Registration: only with an e-mail proven by a code (the validation id that
 * validate-migration answers, docs/decisions.md 110). A proven e-mail that has
 * an account meanwhile is a 409: whoever proved it reads that mailbox.
 */
export async function register(deps: AccountDeps, input: RegisterInput) {
  const email = input.emailAddress.toLowerCase();
  const validationId = input.validationId;
  if (!validationId)
    throw new HttpError(400, 'Please confirm your email address with the code we send you first.', [
      { field: 'body.validationId', message: 'Please confirm your email address with a code first.' },
    ]);
  assertUncommonPassword(input.password, 'body.password');
  assertPastBirthday(input.birthday, new Date());
  const legacy = deps.legacyMembers.find(email);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const address =
    cleanAddress(input.address) ??
    (legacy?.Address
      ? {
          line1: legacy.Address.Line1,
          line2: legacy.Address.Line2,
          city: legacy.Address.City,
          country: legacy.Address.Country,
          postCode: legacy.Address.PostCode,
        }
      : null);

  await deps.db.transaction(async (tx) => {
    const used = await consumeValidation(tx, { email }, validationId, ['registration', 'migration']);
    if (!used) throw new HttpError(400, 'Your code has expired. Please ask for a new code and try again.');
    const inserted = await insertMember(tx, {
      email,
      title: input.title,
      firstName: input.firstName,
      lastName: input.lastName,
      // A former member keeps the telephone the old system had, unless they give another.
      telephone: input.telephone || legacy?.Telephone || null,
      birthdate: input.birthday || null,
      passwordHash,
      // Members known to the property system (former members, guests who gave an address) keep an address.
      registeredInOpera: legacy !== undefined || address !== null,
      address,
    });
    if (!inserted) throw conflict('An account already exists for this email address. Please login.');
    await subscribeEmail(deps, tx, email, input.addressBooks, {
      TITLE: input.title,
      FIRSTNAME: input.firstName,
      LASTNAME: input.lastName,
      ...(input.birthday ? { DATE_OF_BIRTH: input.birthday } : {}),
      ...(address
        ? { ADDRESS1: address.line1, ADDRESS2: address.line2, CITY: address.city, POSTCODE: address.postCode }
        : {}),
    });
  });

  await sendAccountCreated(deps, email, input.firstName, { hasPassword: passwordHash !== null }).catch(
    (error: unknown) => deps.log.error({ err: error }, 'registration e-mail not sent'),
  );
  return { ok: true as const };
}

export async function updateAccount(
  deps: Pick<AccountDeps, 'db'>,
  memberId: string,
  input: AccountUpdateRequest,
) {
  assertPastBirthday(input.birthday, new Date());
  return deps.db.transaction(async (tx) => {
    const member = await findMemberById(tx, memberId);
    if (!member) throw unauthorised();
    // The address is required (and kept) only for members registered in the property system.
    if (member.registeredInOpera) {
      const check = accountDetailsSchema(true).safeParse(input);
      if (!check.success) {
        const issue = check.error.issues[0];
        throw badRequest(`body.${issue?.path.join('.') ?? 'address'}`, issue?.message ?? 'is invalid');
      }
    }
    // The e-mail changes only with a code sent to the new address (email-change.service.ts).
    if (input.emailAddress.toLowerCase() !== member.email)
      throw badRequest('body.emailAddress', 'To change your email address, use Change email.');
    await updateMember(tx, memberId, {
      email: member.email,
      title: input.title,
      firstName: input.firstName,
      lastName: input.lastName,
      telephone: input.telephone,
      birthdate: input.birthday || null,
      address: member.registeredInOpera ? cleanAddress(input.address) : null,
    });
    const updated = await findMemberById(tx, memberId);
    if (!updated) throw unauthorised();
    return toUserProfile(updated);
  });
}

/** Changes the password; every other sign-in of the member is signed out. */
export async function changePassword(
  deps: Pick<AccountDeps, 'db'>,
  member: { id: string; familyId: string },
  input: { oldPassword: string; password1: string },
  request: Attempt,
) {
  const row = await findMemberById(deps.db, member.id);
  if (!row) throw unauthorised();
  const who = { memberId: member.id, familyId: member.familyId, passwordHash: row.passwordHash, ...request };
  await checkCurrentPassword(deps.db, who, input.oldPassword, 'body.oldPassword');
  assertUncommonPassword(input.password1, 'body.password1');
  const passwordHash = await hashPassword(input.password1);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, member.id, passwordHash);
    await endSignInsAfterPasswordChange(tx, row, member.familyId);
  });
  return { ok: true as const };
}
