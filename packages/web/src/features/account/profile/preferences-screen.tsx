import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  PreferencesFormSchema,
  type AddressBook,
  type PreferencesForm,
  type PreferencesFormInput,
} from '@spa/domain';
import { ZodForm } from '../../../components/forms/zod-form';
import { MailingListFields } from '../../../components/forms/mailing-list-fields';
import { Button } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { useAuth } from '../../../lib/auth';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAddressBooks, useSavePreferences } from './account-profile-api';
import { ProfileSection } from './profile-section';

/** account_preferences: the mailing lists, ticked as subscribed. */
export function PreferencesScreen() {
  const { profile } = useAuth();
  const books = useAddressBooks(profile?.EmailAddress);
  if (books.isPending) return <Loader label="Loading your preferences" />;
  if (books.isError)
    return (
      <Alert tone="error" title="Error">
        Sorry, there has been an error.
      </Alert>
    );
  return <PreferencesForm books={books.data.addressBooks} />;
}

/** The ticked lists as one comparable value, whatever order they were ticked in. */
const idsKey = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');

function PreferencesForm({ books }: { books: AddressBook[] }) {
  const { profile } = useAuth();
  const save = useSavePreferences(profile);
  const form = useZodForm<PreferencesFormInput, PreferencesForm>(PreferencesFormSchema, {
    addressBooks: books.filter((b) => b.subscribed).map((b) => b.id),
  });
  // "Saved" stands while the boxes are as they were saved; a change since hides it.
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const ticked = useWatch({ control: form.control, name: 'addressBooks' });
  const onSubmit = ({ addressBooks }: PreferencesForm) => {
    setSavedAs(null);
    save.mutate(
      {
        ticked: addressBooks,
        unticked: books.filter((b) => !addressBooks.includes(b.id)).map((b) => b.id),
      },
      { onSuccess: () => setSavedAs(idsKey(addressBooks)) },
    );
  };
  return (
    <ProfileSection
      id="preferences-title"
      title="Preferences"
      intro="Choose the news you would like to receive from us by email."
    >
      {savedAs !== null && savedAs === idsKey(ticked ?? []) && (
        <Alert tone="success" className="mb-6">
          Your preferences have been saved.
        </Alert>
      )}
      {save.isError && (
        <Alert tone="error" className="mb-6">
          An error has occurred. Please try again.
        </Alert>
      )}
      <ZodForm form={form} onValid={onSubmit} className="flex flex-col gap-5">
        <MailingListFields
          name="addressBooks"
          legend="Mailing lists"
          lists={books.map((b) => ({ Id: b.id, Key: String(b.id), Title: b.title }))}
        />
        <Button type="submit" busy={save.isPending} className="self-start">
          Save preferences
        </Button>
      </ZodForm>
    </ProfileSection>
  );
}
