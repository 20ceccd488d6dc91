import { useState, type FormEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '../ui/button';
import { Alert } from '../ui/feedback';
import { TextField } from '../ui/field';
import { isDeskMode } from '../../lib/desk-mode';
import { findKnownGuests, type KnownGuest } from '../../lib/desk-session';

/**
 * At the desk (issue 22): find a guest who booked before by name, phone (any format) or
 * e-mail (the spa team's booking search), and fill the lead booker's contact details from
 * them; a new guest's are typed as usual. Only in a tab booking at the desk.
 */
export function DeskGuestFinder({ prefix }: { prefix: string }) {
  const form = useFormContext();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<KnownGuest[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [used, setUsed] = useState<string | null>(null);
  if (!isDeskMode()) return null;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    setUsed(null);
    if (q.trim().length < 2) return setFailed('Type two characters at least.');
    findKnownGuests(q.trim()).then(setFound, (error: Error) => setFailed(error.message));
  };
  const use = (guest: KnownGuest) => {
    form.setValue(`${prefix}emailAddress`, guest.email, { shouldDirty: true });
    if (guest.telephone) form.setValue(`${prefix}telephone`, guest.telephone, { shouldDirty: true });
    setUsed(`${guest.name}'s e-mail and phone are filled in below.`);
  };

  return (
    <div className="mb-4 rounded-md border-2 border-amber-600 bg-amber-50 p-3">
      <div role="search" aria-label="Find a guest" className="flex flex-wrap items-end gap-3">
        <TextField
          id="desk-guest-search"
          label="Find a guest who booked before"
          hint="Name, phone (any format) or e-mail"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search(event);
          }}
          maxLength={100}
          autoComplete="off"
        />
        <Button variant="secondary" onClick={search}>
          Find
        </Button>
      </div>
      {failed && (
        <Alert tone="error" className="mt-2">
          {failed}
        </Alert>
      )}
      {found && found.length === 0 && <p className="mt-2">No guest found: type their details below.</p>}
      {found && found.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1" aria-label="Guests found">
          {found.map((guest) => (
            <li key={guest.email} className="flex flex-wrap items-center gap-3">
              <span>
                {guest.name}, {guest.email}
                {guest.telephone && `, ${guest.telephone}`}
              </span>
              <Button variant="link" onClick={() => use(guest)}>
                Use {guest.name}&apos;s details
              </Button>
            </li>
          ))}
        </ul>
      )}
      {used && (
        <p role="status" className="mt-2 font-semibold">
          {used}
        </p>
      )}
    </div>
  );
}
