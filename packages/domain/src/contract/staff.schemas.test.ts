import { describe, expect, it } from 'vitest';
import { StaffAccountFormSchema } from './staff.schemas';
import { fieldMessages } from './testing/field-messages';

describe("the spa manager's new staff account form", () => {
  it("says 'Passwords must match' with the form's other errors, on the first submit", () => {
    const result = StaffAccountFormSchema.safeParse({
      Email: '',
      Name: '',
      Role: 'reception',
      Password: 'short',
      Password2: 'different',
    });
    expect(fieldMessages(result)).toEqual(
      expect.arrayContaining([
        'Password2: Passwords must match',
        'Name: Enter a name',
        'Password: Minimum 8 characters',
        'Email: Enter your email address',
      ]),
    );
  });

  it('accepts a complete form whose passwords match', () => {
    const form = { Email: 'ada@example.com', Name: 'Ada', Role: 'spa_manager', Password: 'a long password' };
    expect(StaffAccountFormSchema.safeParse({ ...form, Password2: 'a long password' }).success).toBe(true);
  });
});
