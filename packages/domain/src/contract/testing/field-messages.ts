import type { z } from 'zod';

/**
 * A form check's problems as 'path: message' lines, as a test reads them; none when it passed.
 *
 * @example fieldMessages(StaffAccountFormSchema.safeParse(form)) // ['Password2: Passwords must match', …]
 */
export function fieldMessages(result: { error?: z.ZodError }): string[] {
  return result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
}
