import { useState } from 'react';
import type { AddressBook } from '@spa/domain';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/choice';
import { Alert, Loader } from '../../components/ui/feedback';
import { useAuth } from '../../lib/auth';
import { useAddressBooks, useSavePreferences } from './account-profile-api';

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

function PreferencesForm({ books }: { books: AddressBook[] }) {
  const { profile } = useAuth();
  const save = useSavePreferences(profile);
  const [ticked, setTicked] = useState(() => new Set(books.filter((b) => b.subscribed).map((b) => b.id)));
  const [saved, setSaved] = useState(false);
  const toggle = (id: number, on: boolean) => {
    setSaved(false);
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        ticked: books.filter((b) => ticked.has(b.id)).map((b) => b.id),
        unticked: books.filter((b) => !ticked.has(b.id)).map((b) => b.id),
      },
      { onSuccess: () => setSaved(true) },
    );
  };
  return (
    <section aria-labelledby="preferences-title" className="max-w-xl">
      <h2 id="preferences-title" className="mb-2 text-2xl">
        Preferences
      </h2>
      <p className="mb-6">Choose the news you would like to receive from us by email.</p>
      {saved && (
        <Alert tone="success" className="mb-6">
          Your preferences have been saved.
        </Alert>
      )}
      {save.isError && (
        <Alert tone="error" className="mb-6">
          An error has occurred. Please try again.
        </Alert>
      )}
      <form onSubmit={onSubmit} className="flex flex-col gap-5">
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-2 font-semibold">Mailing lists</legend>
          {books.map((book) => (
            <Checkbox
              key={book.id}
              id={`mailing-list-${book.id}`}
              label={book.title}
              checked={ticked.has(book.id)}
              onChange={(event) => toggle(book.id, event.target.checked)}
            />
          ))}
        </fieldset>
        <Button type="submit" busy={save.isPending} className="self-start">
          Save preferences
        </Button>
      </form>
    </section>
  );
}
