import { useState, type ComponentProps, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ZodForm } from '../../../components/forms/zod-form';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';

type Prompt = Omit<ComponentProps<typeof ConfirmModal>, 'open' | 'busy' | 'error' | 'onConfirm' | 'onClose'>;

/**
 * A desk action asked first (cancel, refund, charge a fee): its button opens the prompt, which is
 * busy while `call` runs and says why it failed; `onConfirm` sends the call and is given `close`
 * for when it is done.
 */
export function AskFirst({
  button,
  variant = 'secondary',
  buttonClassName,
  call,
  onConfirm,
  children,
  ...prompt
}: Omit<Prompt, 'children'> & {
  button: ReactNode;
  variant?: ButtonProps['variant'];
  buttonClassName?: string;
  call: { isPending: boolean; error: Error | null };
  onConfirm: (close: () => void) => void;
  /** What the prompt says; given `close` where it holds a form. */
  children: ReactNode | ((close: () => void) => ReactNode);
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant={variant} className={buttonClassName} onClick={() => setOpen(true)}>
        {button}
      </Button>
      <ConfirmModal
        {...prompt}
        open={open}
        busy={call.isPending}
        error={call.error?.message ?? null}
        onConfirm={() => onConfirm(close)}
        onClose={close}
      >
        {typeof children === 'function' ? children(close) : children}
      </ConfirmModal>
    </>
  );
}

/**
 * A desk action whose prompt is a form (a goodwill refund's amount and reason): confirming
 * submits it, the error summary taking focus when the schema refuses it; `onValid` is given the
 * checked values and `close`.
 */
export function AskFirstForm<Input extends FieldValues, Output extends FieldValues>({
  form,
  onValid,
  children,
  ...ask
}: Omit<ComponentProps<typeof AskFirst>, 'onConfirm' | 'children'> & {
  form: UseFormReturn<Input, unknown, Output>;
  onValid: (values: Output, close: () => void) => unknown;
  children: ReactNode;
}) {
  return (
    <AskFirst {...ask} onConfirm={(close) => void form.handleSubmit((values) => onValid(values, close))()}>
      {(close) => (
        <ZodForm form={form} onValid={(values) => onValid(values, close)} className="flex flex-col gap-3">
          {children}
        </ZodForm>
      )}
    </AskFirst>
  );
}
