import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { WaitingDateJoinFormSchema, WaitingJoinFormSchema } from '@spa/domain';
import { FormErrorSummary } from '../forms/form-error-summary';
import { FormSelectField, FormTextField } from '../forms/form-fields';
import { Button } from '../ui/button';
import { PhoneLink } from '../ui/phone-link';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';
import { showServerFieldErrors } from '../../lib/form-errors';
import { useZodForm } from '../../lib/use-zod-form';
import { useJoinWaitingList, type WaitingJoinValues, type WaitingTarget } from '../../lib/waiting-list-api';

/** Every half hour a treatment or an arrival may start, 09:00 to 21:00 (the Twilight's evenings too). */
const TIMES = Array.from({ length: 25 }, (_, i) => {
  const minutes = 9 * 60 + i * 30;
  const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
  return { value, label: value };
});

const FIELDS = ['Name', 'Email', 'Phone', 'PremierId', 'WindowFrom', 'WindowTo'] as const;

/** The window's words, per what is waited for. */
const WINDOW_WORDS = {
  treatments: { what: 'a treatment time', from: 'Earliest start', to: 'Latest start' },
  arrival: { what: 'an arrival time', from: 'Earliest arrival', to: 'Latest arrival' },
  'add-on': { what: 'a time for this treatment', from: 'Earliest start', to: 'Latest start' },
} as const;

/**
 * "Join our waiting list" at a dead end (decisions 0285, 0370: treatment times, a Spa
 * Day date with no arrival, an add-on): who to tell and the window. A member's details
 * are filled in. The server keeps the day the session holds and what is wanted; on a
 * date's package list (no session yet) the guest chooses the Spa Day from `spaDays`.
 */
export function JoinWaitingList({
  target,
  phone,
  spaDays = [],
}: {
  target: WaitingTarget;
  phone: string;
  spaDays?: readonly { value: string; label: string }[];
}) {
  const { profile } = useAuth();
  const [open, setOpen] = useState(false);
  const done = useRef<HTMLParagraphElement>(null);
  const join = useJoinWaitingList(target);
  const wants = 'sessionId' in target ? target.wish.Wants : 'arrival';
  const form = useZodForm<WaitingJoinValues, WaitingJoinValues>(
    'sessionId' in target ? WaitingJoinFormSchema : WaitingDateJoinFormSchema,
    {
      Name: profile ? `${profile.FirstName} ${profile.LastName}` : '',
      Email: profile?.EmailAddress ?? '',
      Phone: profile?.Telephone ?? '',
      PremierId: spaDays.length === 1 ? spaDays[0]?.value : '',
      WindowFrom: '09:00',
      WindowTo: '21:00',
    },
  );
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await join.mutateAsync(values);
    } catch (error) {
      showServerFieldErrors(error, form.setError, FIELDS);
    }
  });
  useEffect(() => {
    if (join.isSuccess) done.current?.focus();
  }, [join.isSuccess]);
  if (join.isSuccess)
    return (
      <p ref={done} tabIndex={-1} role="status" className="mt-3 font-semibold">
        {join.data.Message}
      </p>
    );
  if (!open)
    return (
      <Button variant="secondary" className="mt-3" onClick={() => setOpen(true)}>
        Join our waiting list
      </Button>
    );
  const words = WINDOW_WORDS[wants];
  const failure =
    join.error instanceof ApiError && join.error.fieldErrors.length === 0 ? join.error.message : null;
  return (
    <section aria-labelledby="waiting-title" className="mt-4 rounded-md bg-white p-4">
      <h2 id="waiting-title" className="mb-1 font-sans text-lg font-bold">
        Join our waiting list
      </h2>
      <p className="mb-3">
        If {words.what} between the times you choose becomes free on this day, we hold it for 30 minutes and
        e-mail you a link to book it. Or call <PhoneLink phone={phone} />.
      </p>
      <FormProvider {...form}>
        <FormErrorSummary failure={failure} />
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:grid-cols-2">
          <FormTextField name="Name" label="Your name" autoComplete="name" maxLength={100} />
          <FormTextField
            name="Email"
            label="Email address"
            type="email"
            autoComplete="email"
            maxLength={254}
          />
          <FormTextField name="Phone" label="Telephone" type="tel" autoComplete="tel" maxLength={30} />
          {!('sessionId' in target) && (
            <FormSelectField
              name="PremierId"
              label="Spa Day"
              options={[{ value: '', label: 'Choose a Spa Day' }, ...spaDays]}
            />
          )}
          <div className="grid grid-cols-2 gap-4 sm:col-span-2">
            <FormSelectField name="WindowFrom" label={words.from} options={TIMES} />
            <FormSelectField name="WindowTo" label={words.to} options={TIMES} />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" busy={join.isPending}>
              Join the waiting list
            </Button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
