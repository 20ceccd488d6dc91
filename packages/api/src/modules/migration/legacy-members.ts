import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** A member of the resort's previous system: e-mail and names, no password (migrates on first login). */
const LegacyMemberSchema = z.object({
  EmailAddress: z.email(),
  Title: z.string().min(1),
  FirstName: z.string().min(1),
  LastName: z.string().min(1),
  Telephone: z.string().optional(),
  Address: z
    .object({
      Line1: z.string(),
      Line2: z.string().optional().default(''),
      City: z.string(),
      Country: z.string(),
      PostCode: z.string(),
    })
    .optional(),
});
type LegacyMember = z.infer<typeof LegacyMemberSchema>;

const LegacyMembersFileSchema = z.object({ Members: z.array(LegacyMemberSchema) });

export interface LegacyMembers {
  find(email: string): LegacyMember | undefined;
}

/** Reads and validates the file; a bad file stops start-up, naming the entry and field. */
export function loadLegacyMembers(path: string): LegacyMembers {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Legacy members file ${path}: ${(error as Error).message}`);
  }
  const parsed = LegacyMembersFileSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Legacy members file ${path} is invalid:\n${problems}`);
  }
  const byEmail = new Map(parsed.data.Members.map((m) => [m.EmailAddress.toLowerCase(), m]));
  return { find: (email) => byEmail.get(email.trim().toLowerCase()) };
}
