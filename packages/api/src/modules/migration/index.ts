/** Former members' migration (legacy members file, codes) and new visitors' registration codes. */
export { loadLegacyMembers, type LegacyMembers } from './legacy-members';
export type { MigrationDeps } from './migration.service';
