import type { Catalogue, MailingList } from '@spa/domain';
import type { Executor } from '../../db/database';
import { badRequest, HttpError } from '../../lib/http-error';
import { findMemberById } from '../members';
import type { MarketingPlatform } from './marketing-platform';
import {
  addSubscriptions,
  contactFields,
  deleteContact,
  removeSubscriptions,
  saveContactFields,
  subscribedIds,
} from './marketing.repository';

/** What the mailing-list services use (built once at start-up, see app-deps.ts). */
export interface MarketingDeps {
  db: Executor;
  catalogue: Catalogue;
  marketing: MarketingPlatform;
}

function checkIds(lists: MailingList[], ids: number[]) {
  const known = new Set(lists.map((l) => l.Id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw badRequest('body.addressBooks', `unknown address book ${unknown.join(', ')}`);
  return [...new Set(ids)];
}

/** The signed-in member may only read and change the subscriptions of their own e-mail. */
async function ownEmail(db: Executor, memberId: string, emailAddress: string) {
  const member = await findMemberById(db, memberId);
  const email = emailAddress.trim().toLowerCase();
  if (!member || member.email !== email)
    throw new HttpError(403, 'You can only manage the mailing lists of your own email address.');
  return email;
}

/** Subscribes (in our table, then on the platform); used by the subscribe call and by registration. */
export async function subscribeEmail(
  deps: Pick<MarketingDeps, 'catalogue' | 'marketing'>,
  tx: Executor,
  email: string,
  ids: number[],
  dataFields: Record<string, string>,
) {
  const unique = checkIds(deps.catalogue.MailingLists, ids);
  if (unique.length === 0) return;
  await addSubscriptions(tx, email, unique);
  if (Object.keys(dataFields).length > 0) await saveContactFields(tx, email, dataFields);
  await deps.marketing.subscribe(email, unique, dataFields);
}

export async function listAddressBooks(
  deps: Pick<MarketingDeps, 'db' | 'catalogue'>,
  memberId: string,
  emailAddress: string,
) {
  const email = await ownEmail(deps.db, memberId, emailAddress);
  const subscribed = new Set(await subscribedIds(deps.db, email));
  return {
    addressBooks: deps.catalogue.MailingLists.map((l) => ({
      id: l.Id,
      title: l.Title,
      subscribed: subscribed.has(l.Id),
    })),
  };
}

export async function subscribe(
  deps: MarketingDeps,
  memberId: string,
  input: { emailAddress: string; addressBooks: number[]; dataFields: { Key: string; Value: string }[] },
) {
  return deps.db.transaction(async (tx) => {
    const email = await ownEmail(tx, memberId, input.emailAddress);
    const fields = Object.fromEntries(input.dataFields.map((f) => [f.Key, f.Value]));
    await subscribeEmail(deps, tx, email, input.addressBooks, fields);
    return { ok: true as const };
  });
}

export async function unsubscribe(
  deps: MarketingDeps,
  memberId: string,
  input: { emailAddress: string; addressBooks: number[] },
) {
  return deps.db.transaction(async (tx) => {
    const email = await ownEmail(tx, memberId, input.emailAddress);
    const unique = checkIds(deps.catalogue.MailingLists, input.addressBooks);
    await removeSubscriptions(tx, email, unique);
    await deps.marketing.unsubscribe(email, unique);
    return { ok: true as const };
  });
}

/**
 * After a member's e-mail change: their mailing lists and data fields follow
 * them to the new address (unsubscribed at the old one on the platform too).
 */
export async function moveSubscriptions(
  deps: Pick<MarketingDeps, 'marketing'>,
  tx: Executor,
  from: string,
  to: string,
) {
  const ids = await subscribedIds(tx, from);
  const fields = await contactFields(tx, from);
  await addSubscriptions(tx, to, ids);
  await removeSubscriptions(tx, from, ids);
  if (fields) await saveContactFields(tx, to, fields);
  await deleteContact(tx, from);
  if (ids.length === 0) return;
  await deps.marketing.unsubscribe(from, ids);
  await deps.marketing.subscribe(to, ids, fields ?? {});
}
