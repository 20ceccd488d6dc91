import { useState, type ComponentProps, type ReactNode } from 'react';
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
  ...prompt
}: Prompt & {
  button: ReactNode;
  variant?: ButtonProps['variant'];
  buttonClassName?: string;
  call: { isPending: boolean; error: Error | null };
  onConfirm: (close: () => void) => void;
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
      />
    </>
  );
}
