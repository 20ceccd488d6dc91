import { useWatch } from 'react-hook-form';
import type { MailingList } from '@spa/domain';
import { FormCheckbox } from '../../../components/forms/form-fields';
import { MailingListFields } from '../../../components/forms/mailing-list-fields';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { Panel } from '../../../components/ui/panel';

/**
 * For a signed-out lead booker: 'Create an account for all these benefits' with
 * an optional password (hidden when someone else books), and the mailing lists.
 */
export function AccountPanel({
  withPassword,
  mailingLists,
}: {
  withPassword: boolean;
  mailingLists: MailingList[];
}) {
  const join = useWatch({ name: 'account.joinMailingList' }) as boolean;
  return (
    <Panel>
      {withPassword && (
        <>
          <h2 className="text-xl">Create an account for all these benefits</h2>
          <ul className="list-disc pl-6">
            <li>view all your bookings</li>
            <li>amend your booking</li>
            <li>upgrade your stay</li>
          </ul>
          <NewPasswordFields
            names={['account.password1', 'account.password2']}
            label="Password (optional)"
            repeatLabel="Repeat password"
          />
        </>
      )}
      <FormCheckbox name="account.joinMailingList" label="Join the mailing list (optional)" />
      {join && (
        <MailingListFields
          name="account.addressBooks"
          lists={mailingLists}
          legend="Which emails would you like?"
        />
      )}
    </Panel>
  );
}
