import type { StaffProfile } from '@spa/domain';

/**
 * Where this tab keeps the staff sign-in (decision 170): sessionStorage, read without
 * side effects, so that the booking pages a desk booking opens in the same tab can use
 * the spa team member's sign-in (lib/desk-mode.ts) without becoming the staff page.
 */
export interface StaffSignIn {
  token: string;
  expiresAt: string;
  staff: StaffProfile;
}

export const STAFF_SIGN_IN_KEY = 'spa-staff-sign-in';

/** The tab's sign-in while it lasts, else null. */
export function readStaffSignIn(): StaffSignIn | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STAFF_SIGN_IN_KEY) ?? 'null') as StaffSignIn | null;
    return saved && new Date(saved.expiresAt).getTime() > Date.now() ? saved : null;
  } catch {
    return null;
  }
}
