import { FormCheckbox } from './form-fields';

/** 'I agree to the privacy notice and terms of use', each linked (booking details, registration). */
export function TermsField({
  name = 'terms',
  privacyNoticeUrl,
  termsUrl,
}: {
  name?: string;
  privacyNoticeUrl: string | undefined;
  termsUrl: string | undefined;
}) {
  const link = 'text-teal-800 underline';
  return (
    <FormCheckbox
      name={name}
      label={
        <>
          I agree to the{' '}
          <a href={privacyNoticeUrl} className={link} target="_blank" rel="noreferrer">
            privacy notice
          </a>{' '}
          and{' '}
          <a href={termsUrl} className={link} target="_blank" rel="noreferrer">
            terms of use
          </a>
        </>
      }
    />
  );
}
