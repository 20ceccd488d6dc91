import { MESSAGES } from '@spa/domain';
import { FormTextField } from './form-fields';

/**
 * The new-password pair, written once: a password with the 'Minimum 8
 * characters' hint and its repeat, which must match ('Passwords must match':
 * the domain's `passwordsMatch` on the form's schema). Used by booking details,
 * registration, password reset and change password.
 *
 * ```tsx
 * <NewPasswordFields names={['password', 'password2']} />
 * <NewPasswordFields names={['account.password1', 'account.password2']} label="Password (optional)" repeatLabel="Repeat password" />
 * ```
 */
export function NewPasswordFields({
  names = ['password1', 'password2'],
  label = 'New password',
  repeatLabel = 'Confirm new password',
}: {
  names?: [string, string];
  label?: string;
  repeatLabel?: string;
}) {
  return (
    <div className="flex flex-col gap-4 sm:max-w-md">
      <FormTextField
        name={names[0]}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={MESSAGES.passwordMin}
      />
      <FormTextField name={names[1]} label={repeatLabel} type="password" autoComplete="new-password" />
    </div>
  );
}
