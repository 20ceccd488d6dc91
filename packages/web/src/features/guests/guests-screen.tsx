import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { StepActions } from '../../components/booking/step-actions';
import { ErrorSummary, type SummaryError } from '../../components/ui/feedback';
import { Checkbox } from '../../components/ui/choice';
import { SelectField, TextField } from '../../components/ui/field';
import { useAuth } from '../auth';
import { useSpaDayBooking } from '../../lib/spa-day/booking-context';
import { nextStep, spaDayPath } from '../../lib/spa-day/flow';
import { useSpaConfiguration } from '../configuration/spa-configuration';
import { GuestNamesFormSchema, type GuestNamesForm } from './guests-schema';

/** spa_day_guests: 'Spa guest names:' with title, first and last name per guest. */
export function GuestsScreen() {
  const booking = useSpaDayBooking();
  const navigate = useNavigate();
  const titles = useSpaConfiguration().data?.Titles ?? [];
  const { search } = booking;
  const { isAuthenticated, profile } = useAuth();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<GuestNamesForm>({
    resolver: zodResolver(GuestNamesFormSchema),
    defaultValues: {
      guests: search.guests.map((g) => ({
        title: g.title,
        firstName: g.firstName,
        lastName: g.lastName,
        isLoggedInUser: g.isLoggedInUser,
      })),
    },
  });

  const formGuests = useWatch({ control, name: 'guests' });

  /** 'I am this guest': the member's name, read-only; only one guest can be the member. */
  const iAmThisGuest = (index: number, checked: boolean) => {
    formGuests.forEach((guest, i) => {
      const me = checked && i === index;
      if (me && profile) {
        setValue(`guests.${i}.title`, profile.Title);
        setValue(`guests.${i}.firstName`, profile.FirstName);
        setValue(`guests.${i}.lastName`, profile.LastName);
      } else if (guest?.isLoggedInUser) {
        setValue(`guests.${i}.title`, '');
        setValue(`guests.${i}.firstName`, '');
        setValue(`guests.${i}.lastName`, '');
      }
      setValue(`guests.${i}.isLoggedInUser`, me);
    });
  };

  const summary: SummaryError[] =
    submitCount > 0
      ? search.guests.flatMap((_, i) =>
          (['title', 'firstName', 'lastName'] as const).flatMap((field) => {
            const message = errors.guests?.[i]?.[field]?.message;
            return message ? [{ field: `guests.${i}.${field}`, message: `Guest ${i + 1}: ${message}` }] : [];
          }),
        )
      : [];

  const onSubmit = async (form: GuestNamesForm) => {
    const next = nextStep('guest', booking.spaDay);
    await booking.save({
      ...search,
      guests: search.guests.map((guest, i) => ({ ...guest, ...form.guests[i] })),
      lastPath: spaDayPath(booking.sessionId, next),
    });
    navigate(spaDayPath(booking.sessionId, next));
  };

  return (
    <section aria-labelledby="guests-title">
      <ErrorSummary errors={summary} />
      <h1 id="guests-title" className="mb-6 text-3xl">
        Spa guest names:
      </h1>
      <form id="guests-form" noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-6">
        {search.guests.map((_, i) => {
          const isMe = Boolean(formGuests[i]?.isLoggedInUser);
          return (
            <fieldset key={i} className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
              <legend className="float-left mb-4 w-full font-serif text-xl">Guest {i + 1}</legend>
              {isAuthenticated && profile && (
                <Checkbox
                  id={`guests.${i}.isLoggedInUser`}
                  label="I am this guest"
                  className="clear-both mb-2"
                  checked={isMe}
                  onChange={(event) => iAmThisGuest(i, event.target.checked)}
                />
              )}
              <div className="clear-both grid gap-4 sm:grid-cols-[10rem_1fr_1fr]">
                {isMe ? (
                  <TextField
                    id={`guests.${i}.title`}
                    label="Title"
                    readOnly
                    value={titles.find((t) => t.OperaCode === formGuests[i]?.title)?.DisplayName ?? ''}
                  />
                ) : (
                  <SelectField
                    id={`guests.${i}.title`}
                    label="Title"
                    placeholder="Select"
                    autoComplete={i === 0 ? 'honorific-prefix' : 'off'}
                    options={titles.map((t) => ({ value: t.OperaCode, label: t.DisplayName }))}
                    error={errors.guests?.[i]?.title?.message}
                    {...register(`guests.${i}.title`)}
                  />
                )}
                <TextField
                  id={`guests.${i}.firstName`}
                  label="First name"
                  autoComplete={i === 0 ? 'given-name' : 'off'}
                  readOnly={isMe}
                  error={errors.guests?.[i]?.firstName?.message}
                  {...register(`guests.${i}.firstName`)}
                />
                <TextField
                  id={`guests.${i}.lastName`}
                  label="Last name"
                  autoComplete={i === 0 ? 'family-name' : 'off'}
                  readOnly={isMe}
                  error={errors.guests?.[i]?.lastName?.message}
                  {...register(`guests.${i}.lastName`)}
                />
              </div>
            </fieldset>
          );
        })}
      </form>
      <StepActions
        backTo="/spa/day/search"
        nextType="submit"
        nextForm="guests-form"
        nextLabel="Next Step"
        busy={isSubmitting}
      />
    </section>
  );
}
