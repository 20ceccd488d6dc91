import type { StaffRole } from '@spa/domain';
import type { Env } from '../../config/env';
import type { Executor } from '../../db/database';
import type { StaffAccountRequest, StaffProfile } from '@spa/domain';
import { conflict } from '../../lib/http-error';
import { assertUncommonPassword, hashPassword } from '../identity';
import { profileOf } from './staff-auth';
import { findStaffByEmail, insertAudit, insertStaff } from './staff.repository';

/** Demo staff for DEMO_DIARY=on (README): reception and a spa manager, with these passwords. */
export const DEMO_STAFF = [
  {
    email: 'reception@elmsteadhall.example',
    displayName: 'Rosa Bell',
    role: 'reception',
    password: 'reception-demo-2026',
  },
  {
    email: 'manager@elmsteadhall.example',
    displayName: 'Martin Cole',
    role: 'spa_manager',
    password: 'manager-demo-2026',
  },
] as const;

/** Creates a staff account unless one has the e-mail; audited as `by`'s (null: the start-up's). */
export async function ensureStaff(
  db: Executor,
  staff: { email: string; displayName: string; role: StaffRole; password: string },
  by: string | null = null,
) {
  if (await findStaffByEmail(db, staff.email)) return null;
  const passwordHash = await hashPassword(staff.password);
  return db.transaction(async (tx) => {
    const created = await insertStaff(tx, { ...staff, passwordHash });
    if (!created) return null;
    await insertAudit(tx, {
      staffId: by,
      action: 'staff.create',
      subject: `staff:${created.id}`,
      before: null,
      after: { email: created.email, name: created.displayName, role: created.role },
    });
    return created;
  });
}

/** POST api/staff/accounts: a spa manager adds a staff account (409 when the e-mail has one). */
export async function addStaffAccount(
  db: Executor,
  managerId: string,
  request: StaffAccountRequest,
): Promise<StaffProfile> {
  assertUncommonPassword(request.Password, 'body.Password');
  const staff = {
    email: request.Email,
    displayName: request.Name,
    role: request.Role,
    password: request.Password,
  };
  const created = await ensureStaff(db, staff, managerId);
  if (!created) throw conflict('A staff account with this e-mail address already exists.');
  return profileOf(created);
}

/**
 * At start: the first spa manager from STAFF_MANAGER_EMAIL/PASSWORD, and with
 * DEMO_DIARY=on the demo staff. Returns how many accounts it created.
 */
export async function seedStaff(deps: {
  db: Executor;
  env: Pick<Env, 'STAFF_MANAGER_EMAIL' | 'STAFF_MANAGER_PASSWORD' | 'STAFF_MANAGER_NAME' | 'DEMO_DIARY'>;
}): Promise<number> {
  const { db, env } = deps;
  const wanted: { email: string; displayName: string; role: StaffRole; password: string }[] = [];
  if (env.STAFF_MANAGER_EMAIL && env.STAFF_MANAGER_PASSWORD)
    wanted.push({
      email: env.STAFF_MANAGER_EMAIL,
      displayName: env.STAFF_MANAGER_NAME,
      role: 'spa_manager',
      password: env.STAFF_MANAGER_PASSWORD,
    });
  if (env.DEMO_DIARY === 'on') wanted.push(...DEMO_STAFF);
  let created = 0;
  for (const staff of wanted) if (await ensureStaff(db, staff)) created++;
  return created;
}
