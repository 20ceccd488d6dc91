import { useWatch } from 'react-hook-form';
import { TextField } from '../ui/field';
import { FormSelectField, FormTextField } from './form-fields';

/**
 * The person fields of every form that asks for them, written once: title, first
 * and last name (NameFields, also a guest's), e-mail and telephone
 * (ContactFields). Fields are named `${prefix}title`, `${prefix}firstName`, … as
 * in the domain's schemas (`personFields`), inside a FormProvider.
 *
 * ```tsx
 * <FormProvider {...form}>
 *   <PersonFields prefix="leadGuest." titles={configuration.Titles} />
 * </FormProvider>
 * ```
 */

export interface TitleOption {
  OperaCode: string;
  DisplayName: string;
}

export interface NameFieldsProps {
  /** Prepended to each field name, e.g. 'leadGuest.' or 'guests.1.'. */
  prefix?: string;
  titles: TitleOption[];
  /** Names shown but not editable (a guest chosen as the lead booker, the signed-in member). */
  readOnly?: boolean;
  /** Browser autofill of the guest's own name; off for other guests. */
  autoFill?: boolean;
}

export function NameFields({ prefix = '', titles, readOnly = false, autoFill = true }: NameFieldsProps) {
  const auto = (token: string) => (autoFill ? token : 'off');
  return (
    <div className="grid gap-4 sm:grid-cols-[10rem_1fr_1fr]">
      {readOnly ? (
        <ReadOnlyTitle name={`${prefix}title`} titles={titles} />
      ) : (
        <FormSelectField
          name={`${prefix}title`}
          label="Title"
          placeholder="Select"
          autoComplete={auto('honorific-prefix')}
          options={titles.map((t) => ({ value: t.OperaCode, label: t.DisplayName }))}
        />
      )}
      <FormTextField
        name={`${prefix}firstName`}
        label="First name"
        autoComplete={auto('given-name')}
        readOnly={readOnly}
      />
      <FormTextField
        name={`${prefix}lastName`}
        label="Last name"
        autoComplete={auto('family-name')}
        readOnly={readOnly}
      />
    </div>
  );
}

/** The title as words, not editable: a select cannot be read-only. */
function ReadOnlyTitle({ name, titles }: { name: string; titles: TitleOption[] }) {
  const code = useWatch({ name }) as string | undefined;
  const words = titles.find((t) => t.OperaCode === code)?.DisplayName ?? code ?? '';
  return <TextField id={name} label="Title" readOnly value={words} />;
}

export interface ContactFieldsProps {
  prefix?: string;
  /** The e-mail is the account's and proven already (registration after the code). */
  emailReadOnly?: boolean;
  /** Registration: telephone optional (account-area §5). */
  telephoneOptional?: boolean;
}

export function ContactFields({
  prefix = '',
  emailReadOnly = false,
  telephoneOptional = false,
}: ContactFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField
        name={`${prefix}emailAddress`}
        label="Email address"
        type="email"
        autoComplete="email"
        spellCheck={false}
        readOnly={emailReadOnly}
      />
      <FormTextField
        name={`${prefix}telephone`}
        label={telephoneOptional ? 'Telephone (optional)' : 'Telephone'}
        type="tel"
        autoComplete="tel"
        placeholder="+44"
      />
    </div>
  );
}

/** Title, names, e-mail and telephone. */
export function PersonFields({
  prefix = '',
  titles,
  nameReadOnly = false,
  ...contact
}: Omit<NameFieldsProps, 'readOnly' | 'autoFill'> & ContactFieldsProps & { nameReadOnly?: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <NameFields prefix={prefix} titles={titles} readOnly={nameReadOnly} />
      <ContactFields prefix={prefix} {...contact} />
    </div>
  );
}

/** 'Birthday (optional)' (account details and registration): a read-only date with a picker. */
export { BirthdayField } from './birthday-field';
