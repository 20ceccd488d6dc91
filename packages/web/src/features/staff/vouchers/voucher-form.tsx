import { useId, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clsx } from 'clsx';
import { ZodForm } from '../../../components/forms/zod-form';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';

/**
 * One of the voucher screen's forms (look up, give, pay a booking, change the expiry, void):
 * its title, why its call last failed or what it did, its fields and its button. `card`: it stands alone on
 * the screen (look up, give) under a level-2 title; otherwise it sits in the voucher shown.
 * `actions` replace the one submit button (`submit`) where there are several.
 */
export function VoucherForm<Input extends FieldValues, Output extends FieldValues>({
  title,
  card = false,
  form,
  call,
  onValid,
  submit,
  actions,
  children,
}: {
  title: string;
  card?: boolean;
  form: UseFormReturn<Input, unknown, Output>;
  /** The mutation the form sends: its failure is said above the fields. */
  call: { error: Error | null };
  /**
   * Sends the checked values; a text it answers is what was done, said above the fields. A
   * failed call is shown from `call`, so it is caught here.
   */
  onValid: (values: Output) => Promise<unknown>;
  submit?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const [done, setDone] = useState<string | null>(null);
  const send = async (values: Output) => {
    setDone(null);
    const said = await onValid(values).catch(() => null);
    setDone(typeof said === 'string' ? said : null);
  };
  const Heading = card ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={titleId}
      className={clsx('flex flex-col gap-3', card && 'rounded-lg bg-white p-4 shadow-sm')}
    >
      <Heading id={titleId} className={card ? 'text-xl' : 'text-lg font-semibold'}>
        {title}
      </Heading>
      <ZodForm
        form={form}
        onValid={send}
        failure={call.error?.message ?? null}
        label={title}
        className="flex flex-col gap-3"
      >
        {done && <Alert tone="success">{done}</Alert>}
        {children}
        {actions ?? (
          <Button type="submit" busy={form.formState.isSubmitting} className="self-start">
            {submit}
          </Button>
        )}
      </ZodForm>
    </section>
  );
}
