import type { StaffAccount, StaffAccountList } from '@spa/domain';
import type { Executor } from '../../db/database';
import { conflict, notFound } from '../../lib/http-error';
import { profileOf } from './staff-auth';
import { insertAudit, listStaff, setStaffDisabled } from './staff.repository';
import type { StaffMember } from './staff.tables';

const accountOf = (staff: StaffMember): StaffAccount => ({
  ...profileOf(staff),
  CreatedAt: staff.createdAt.toISOString(),
  Disabled: staff.disabledAt !== null,
});

/** GET api/staff/accounts: every staff account, for the spa manager. */
export async function staffAccounts(db: Executor): Promise<StaffAccountList> {
  return { Accounts: (await listStaff(db)).map(accountOf) };
}

/**
 * A spa manager disables an account (its sign-ins end at once, and it cannot sign in)
 * or enables it again; audited in the same transaction. A manager cannot disable
 * themself (the spa would be left without the one who can undo it).
 */
export async function setStaffAccountDisabled(
  db: Executor,
  managerId: string,
  staffId: string,
  disabled: boolean,
): Promise<StaffAccount> {
  if (disabled && staffId === managerId) throw conflict('You cannot disable your own account.');
  return db.transaction(async (tx) => {
    const changed = await setStaffDisabled(tx, staffId, disabled);
    if (!changed) throw notFound('No staff account has this id.');
    await insertAudit(tx, {
      staffId: managerId,
      action: disabled ? 'staff.disable' : 'staff.enable',
      subject: `staff:${staffId}`,
      before: { disabled: changed.before.disabledAt !== null },
      after: { disabled: changed.after.disabledAt !== null },
    });
    return accountOf(changed.after);
  });
}
