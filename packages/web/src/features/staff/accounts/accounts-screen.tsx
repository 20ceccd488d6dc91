import { useState } from 'react';
import type { StaffAccountForm } from '@spa/domain';
import { ZodForm } from '../../../components/forms/zod-form';
import { FormSelectField, FormTextField } from '../../../components/forms/form-fields';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { TableHead } from '../../../components/staff/table-head';
import { Button } from '../../../components/ui/button';
import { ChangeOutcome } from '../../../components/staff/change-outcome';
import { Alert, Loader } from '../../../components/ui/feedback';
import { useStaff } from '../../../lib/staff-auth';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateStaffAccount, useSetAccountDisabled, useStaffAccounts } from './accounts-api';

const loadSchema = async () => (await import('@spa/domain')).StaffAccountFormSchema;
const ROLES = [
  { value: 'reception', label: 'Reception' },
  { value: 'spa_manager', label: 'Spa manager' },
];
const roleName = (role: string) => ROLES.find((r) => r.value === role)?.label ?? role;

function NewAccount({ onDone }: { onDone: (message: string) => void }) {
  const form = useZodForm<StaffAccountForm, StaffAccountForm>(loadSchema, {
    Name: '',
    Email: '',
    Role: 'reception',
    Password: '',
    Password2: '',
  });
  const create = useCreateStaffAccount();
  const onSubmit = async ({ Password2: _repeat, ...account }: StaffAccountForm) => {
    const created = await create.mutateAsync(account);
    form.reset();
    onDone(`${created.Name} can now sign in as ${roleName(created.Role)} with ${created.Email}.`);
  };
  return (
    <section aria-labelledby="new-account-title" className="mb-6 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="new-account-title" className="mb-3 text-2xl">
        Add a staff account
      </h2>
      <ZodForm form={form} onValid={onSubmit} className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-4">
          <FormTextField name="Name" label="Name" autoComplete="off" />
          <FormTextField name="Email" label="E-mail" type="email" autoComplete="off" />
          <FormSelectField name="Role" label="Role" options={ROLES} />
        </div>
        <NewPasswordFields
          names={['Password', 'Password2']}
          label="Initial password"
          repeatLabel="Repeat the password"
        />
        <div>
          <Button type="submit" busy={form.formState.isSubmitting}>
            Add the account
          </Button>
        </div>
      </ZodForm>
      <ChangeOutcome call={create} failed="Not added" className="mt-4" />
    </section>
  );
}

/** staff_accounts: a spa manager lists the team's accounts, adds one, disables or enables one. */
export function AccountsScreen() {
  const me = useStaff();
  const accounts = useStaffAccounts();
  const status = useSetAccountDisabled();
  const [notice, setNotice] = useState<string | null>(null);

  if (me?.Role !== 'spa_manager')
    return (
      <Alert tone="error" title="For spa managers">
        Only a spa manager can see and change staff accounts.
      </Alert>
    );
  return (
    <>
      <h1 className="mb-4 text-3xl">Staff accounts</h1>
      <div role="status" className="mb-4 empty:hidden">
        {notice && <Alert tone="success">{notice}</Alert>}
      </div>
      <NewAccount onDone={setNotice} />
      <section aria-labelledby="accounts-title" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="accounts-title" className="mb-3 text-2xl">
          The team
        </h2>
        {accounts.isError && (
          <Alert tone="error" title="The accounts could not be loaded">
            {accounts.error.message}
          </Alert>
        )}
        {!accounts.data && !accounts.isError && <Loader label="Loading the accounts" />}
        {accounts.data && (
          <table className="w-full text-left">
            <TableHead headings={['Name', 'E-mail', 'Role', 'Status', 'Change']} />
            <tbody>
              {accounts.data.Accounts.map((account) => (
                <tr key={account.Id} className="border-b border-sage-200">
                  <th scope="row" className="py-2 pr-4 font-semibold">
                    {account.Name}
                  </th>
                  <td className="py-2 pr-4 break-all">{account.Email}</td>
                  <td className="py-2 pr-4">{roleName(account.Role)}</td>
                  <td className="py-2 pr-4">{account.Disabled ? 'Disabled' : 'Active'}</td>
                  <td className="py-2">
                    {account.Id !== me.Id && (
                      <Button
                        variant={account.Disabled ? 'secondary' : 'danger'}
                        className="min-h-11 py-1"
                        busy={status.isPending && status.variables.id === account.Id}
                        onClick={() =>
                          status.mutate(
                            { id: account.Id, disabled: !account.Disabled },
                            {
                              onSuccess: (changed) =>
                                setNotice(
                                  changed.Disabled
                                    ? `${changed.Name}’s account is disabled: their sign-ins have ended.`
                                    : `${changed.Name}’s account is enabled again.`,
                                ),
                            },
                          )
                        }
                      >
                        {account.Disabled ? `Enable ${account.Name}` : `Disable ${account.Name}`}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <ChangeOutcome call={status} failed="Not changed" className="mt-4" />
      </section>
    </>
  );
}
