import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { GuestNamesFormSchema, type GuestNamesForm } from '@spa/domain';
import { StepForm } from '../../../components/booking/step-form';
import { NameFields } from '../../../components/forms/person-fields';
import { Checkbox } from '../../../components/ui/choice';
import { useAuth } from '../../../lib/auth';
import { useSpaConfiguration } from '../../../lib/configuration';
import { useBooking } from '../../../lib/spa-day/booking-context';
import { useZodForm } from '../../../lib/use-zod-form';

/** 'guests.1.firstName' → 'Guest 2: …' in the error summary. */
const describeGuestError = (field: string, message: string) =>
  `Guest ${Number(field.split('.')[1]) + 1}: ${message}`;

/** spa_day_guests and spa_treatment_guests: 'Spa guest names:' with title, first and last name per guest. */
export function GuestsScreen() {
  const booking = useBooking();
  const navigate = useNavigate();
  const titles = useSpaConfiguration().data?.Titles ?? [];
  const { search } = booking;
  const { isAuthenticated, profile } = useAuth();
  const form = useZodForm(GuestNamesFormSchema, {
    guests: search.guests.map((g) => ({
      title: g.title,
      firstName: g.firstName,
      lastName: g.lastName,
      isLoggedInUser: g.isLoggedInUser,
    })),
  });
  const { setValue } = form;
  const formGuests = useWatch({ control: form.control, name: 'guests' });

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

  const onSubmit = async (values: GuestNamesForm) => {
    const next = booking.flow.path(booking.flow.next('guest'));
    await booking.save({
      ...search,
      guests: search.guests.map((guest, i) => ({ ...guest, ...values.guests[i] })),
      lastPath: next,
    });
    void navigate(next);
  };

  return (
    <StepForm
      id="guests"
      title="Spa guest names:"
      form={form}
      onValid={onSubmit}
      describe={describeGuestError}
      backTo={booking.flow.path('search')}
      nextLabel="Next Step"
    >
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
            <div className="clear-both">
              <NameFields prefix={`guests.${i}.`} titles={titles} readOnly={isMe} autoFill={i === 0} />
            </div>
          </fieldset>
        );
      })}
    </StepForm>
  );
}
