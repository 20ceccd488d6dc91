import type { ReactNode } from 'react';
import { Button } from './button';
import { Alert } from './feedback';
import { Modal } from './modal';

/**
 * A yes/no prompt on the native dialog (focus trapped, Escape closes, focus
 * returns to the opener): the cancel modal and the add and remove prompts.
 */
export function ConfirmModal({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  busy,
  error,
  danger = false,
  keepLabel = 'Keep my booking',
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy: boolean;
  error?: string | null;
  danger?: boolean;
  /** The button that closes without doing it. */
  keepLabel?: string;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {keepLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {children}
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Modal>
  );
}
