/**
 * Members: the one module that reads and writes the members table. Accounts,
 * sign-in, migration, password reset and marketing all come through here.
 */
export {
  findMemberByEmail,
  findMemberById,
  insertMember,
  setMemberEmail,
  setPasswordHash,
  updateMember,
  type NewMember,
} from './members.repository';
export type { Member } from './members.tables';
