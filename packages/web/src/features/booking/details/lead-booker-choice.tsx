import { useController, useFormContext, useFormState } from 'react-hook-form';
import { SOMEONE_ELSE, type LeadBookerFormInput } from '@spa/domain';
import { RadioGroup } from '../../../components/ui/choice';
import { useFieldError } from '../../../components/forms/form-fields';
import { guestName, type GuestState } from '../../../lib/spa-day/search-state';

/**
 * 'Who is the lead booker?': one of the guests (their name is filled in and read
 * only) or 'Someone else' (names to type; no account can be made for them).
 */
export function LeadBookerChoice({ guests }: { guests: GuestState[] }) {
  const { setValue } = useFormContext<LeadBookerFormInput>();
  const { field } = useController<LeadBookerFormInput, 'selectedGuest'>({ name: 'selectedGuest' });
  const { submitCount } = useFormState();
  const error = useFieldError('selectedGuest');

  const choose = (value: string) => {
    field.onChange(value);
    const guest = value === SOMEONE_ELSE ? undefined : guests[Number(value)];
    const options = { shouldValidate: submitCount > 0 };
    setValue('leadGuest.title', guest?.title ?? '', options);
    setValue('leadGuest.firstName', guest?.firstName ?? '', options);
    setValue('leadGuest.lastName', guest?.lastName ?? '', options);
    if (value === SOMEONE_ELSE) {
      // The password fields go: nothing hidden may stop the submit.
      setValue('account.password1', '', options);
      setValue('account.password2', '', options);
    }
  };

  // The error summary links to the group (its id is its name).
  return (
    <RadioGroup
      legend="Who is the lead booker?"
      name="selectedGuest"
      value={field.value || null}
      error={error}
      options={[
        ...guests.map((g, i) => ({ value: String(i), label: guestName(g, i) })),
        { value: SOMEONE_ELSE, label: 'Someone else' },
      ]}
      onChange={choose}
    />
  );
}
