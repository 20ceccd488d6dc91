import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { WaitingJoinFormSchema, type WaitingJoinForm } from '@spa/domain';
import { FormErrorSummary } from '../forms/form-error-summary';
import { FormSelectField, FormTextField } from '../forms/form-fields';
import { Button } from '../ui/button';
import { PhoneLink } from '../ui/phone-link';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';
import { showServerFieldErrors } from '../../lib/form-errors';
import type { SpaDaySearch } from '../../lib/spa-day/search-state';
import { useZodForm } from '../../lib/use-zod-form';
import { useJoinWaitingList } from '../../lib/waiting-list-api';

/** Every half hour the spa's treatments may start, 09:00 to 18:00. */
const TIMES = Array.from({ length: 19 }, (_, i) => {
  const minutes = 9 * 60 + i * 30;
  const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
  return { value, label: value };
});

const FIELDS = ['Name', 'Email', 'Phone', 'WindowFrom', 'WindowTo'] as const;

/**
 * "Join our waiting list" on a full day (decision 0285): who to tell and between which
 * times the guests' treatments may start. A member's details are filled in. The server
 * keeps the day the session holds and the treatments chosen.
 */
export function JoinWaitingList({
  sessionId,
  search,
  phone,
}: {
  sessionId: string;
  search: SpaDaySearch;
  phone: string;
}) {
  const { profile } = useAuth();
  const [open, setOpen] = useState(false);
  const done = useRef<HTMLParagraphElement>(null);
  const join = useJoinWaitingList(sessionId);
  const form = useZodForm<WaitingJoinForm, WaitingJoinForm>(WaitingJoinFormSchema, {
    Name: profile ? `${profile.FirstName} ${profile.LastName}` : '',
    Email: profile?.EmailAddress ?? '',
    Phone: profile?.Telephone ?? '',
    WindowFrom: '09:00',
    WindowTo: '18:00',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const GuestRequirements = search.guests.map((g, GuestIndex) => ({
      GuestIndex,
      Activities: g.treatments.map((t) => t.Code),
    }));
    try {
      await join.mutateAsync({ ...values, GuestRequirements });
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
  const failure =
    join.error instanceof ApiError && join.error.fieldErrors.length === 0 ? join.error.message : null;
  return (
    <section aria-labelledby="waiting-title" className="mt-4 rounded-md bg-white p-4">
      <h2 id="waiting-title" className="mb-1 font-sans text-lg font-bold">
        Join our waiting list
      </h2>
      <p className="mb-3">
        If a time between the times you choose becomes free on this day, we hold it for 30 minutes and e-mail
        you a link to book it. Or call <PhoneLink phone={phone} />.
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
          <div className="grid grid-cols-2 gap-4 sm:col-span-2">
            <FormSelectField name="WindowFrom" label="Earliest start" options={TIMES} />
            <FormSelectField name="WindowTo" label="Latest start" options={TIMES} />
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
