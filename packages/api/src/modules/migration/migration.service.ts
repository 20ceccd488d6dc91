import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { runDetached } from '../../lib/detached';
import { checkCode, issueCode, takeMailAllowance, type Attempt, type TokenKeys } from '../identity';
import { sendAlreadyRegistered, sendOneTimeCode, type Mailer } from '../mail';
import { findMemberByEmail } from '../members';
import type { LegacyMembers } from './legacy-members';

/** What the migration and registration-code services use (built once at start-up, see app-deps.ts). */
export interface MigrationDeps {
  db: Executor;
  tokens: TokenKeys;
  mail: Mailer;
  legacyMembers: LegacyMembers;
  log: FastifyBaseLogger;
}

const notFound = () =>
  new HttpError(404, 'not_found', undefined, { error: 'not_found', Message: 'not_found' });
const tooMany = () =>
  new HttpError(429, 'We have sent several codes already. Please check your email or try again in an hour.');

/**
 * initiate-migration: a former member who has no account yet gets a code. Any
 * other e-mail answers not_found (the login form then shows the login error).
 * This does tell whether an e-mail is an unmigrated former member; the spec's
 * migration redirect needs it (docs/decisions.md).
 */
export async function initiateMigration(
  deps: Pick<MigrationDeps, 'db' | 'tokens' | 'mail' | 'legacyMembers'>,
  emailAddress: string,
  { ip, now }: Attempt,
) {
  const email = emailAddress.trim().toLowerCase();
  if (!deps.legacyMembers.find(email) || (await findMemberByEmail(deps.db, email))) throw notFound();
  if (!(await takeMailAllowance(deps.db, { email, ip }, now))) throw tooMany();
  const { code } = await issueCode(deps.db, deps.tokens, { purpose: 'migration', email, now });
  await sendOneTimeCode(deps, email, 'migration', code);
  return { ok: true as const };
}

/**
 * verify-email: a new visitor on the register screen asks for a code. Always the
 * same answer, at once (the work runs after it, so its time tells nothing): a
 * former member gets a migration code, someone with an account a reminder that
 * they have one, anyone else a registration code. Mails are capped per e-mail and per client address.
 */
export function sendRegistrationCode(deps: MigrationDeps, emailAddress: string, { ip, now }: Attempt) {
  const email = emailAddress.trim().toLowerCase();
  runDetached(deps.log, 'registration code', async () => {
    if (!(await takeMailAllowance(deps.db, { email, ip }, now))) return;
    if (await findMemberByEmail(deps.db, email)) return sendAlreadyRegistered(deps, email);
    const purpose = deps.legacyMembers.find(email) ? 'migration' : 'registration';
    const { code } = await issueCode(deps.db, deps.tokens, { purpose, email, now });
    await sendOneTimeCode(deps, email, purpose, code);
  });
  return { ok: true as const };
}

/** validate-migration: the code for that e-mail; answers the names to prefill and a validation id for register. */
export async function validateMigration(
  deps: Pick<MigrationDeps, 'db' | 'tokens' | 'legacyMembers'>,
  input: { emailAddress: string; code: string },
  request: Attempt,
) {
  const email = input.emailAddress.trim().toLowerCase();
  const result = await deps.db.transaction((tx) =>
    checkCode(
      tx,
      deps.tokens,
      { email, purposes: ['migration', 'registration'] },
      { code: input.code, ...request },
    ),
  );
  if (!result.ok)
    throw new HttpError(400, 'not_found', undefined, { error: 'not_found', Message: 'not_found' });
  const legacy = result.row.purpose === 'migration' ? deps.legacyMembers.find(email) : undefined;
  return {
    FirstName: legacy?.FirstName ?? '',
    LastName: legacy?.LastName ?? '',
    Title: legacy?.Title ?? '',
    Telephone: legacy?.Telephone ?? '',
    EmailAddress: email,
    validationId: result.validationId,
  };
}
