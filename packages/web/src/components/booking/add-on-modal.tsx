import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { Alert, Loader } from '../ui/feedback';
import { Modal } from '../ui/modal';

/** The modal's main button (Add, Done, Confirm Time…). */
export interface AddOnAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  busy?: boolean;
}

/**
 * An add-on's modal (booking-flow §2 mud room, spa garden, treatments; account-area
 * §2 a stay's spa and dining packages; the desk's booking): the add-on's name and
 * description, what the guest chooses, the server's refusal if any, then the close
 * button and the action. What differs is passed in; a modal with steps passes its own
 * `footer`.
 */
export function AddOnModal({
  open,
  title,
  description,
  onClose,
  closeLabel = 'Cancel',
  action,
  footer,
  problem,
  fullScreen,
  children,
}: {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  closeLabel?: string;
  action?: AddOnAction;
  /** Replaces the close button and the action (a step of a modal with steps; null: none). */
  footer?: ReactNode;
  /** What the server refused (a hold error), shown last. */
  problem?: ReactNode;
  fullScreen?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      fullScreen={fullScreen}
      footer={
        footer !== undefined ? (
          footer
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {closeLabel}
            </Button>
            {action && (
              <Button onClick={action.onClick} disabled={action.disabled} busy={action.busy}>
                {action.label}
              </Button>
            )}
          </>
        )
      }
    >
      <div className="flex flex-col gap-4">
        {description && <p className="text-sm">{description}</p>}
        {children}
        {problem}
      </div>
    </Modal>
  );
}

/**
 * The times an add-on's modal asked for: a loader while they come, the error, the
 * `empty` answer when there are none (say why and what else to do), else the times.
 */
export function AddOnTimes({
  loading,
  loadingLabel,
  error,
  count,
  empty,
  children,
}: {
  loading: boolean;
  loadingLabel: string;
  error?: string | null;
  count: number;
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (loading) return <Loader label={loadingLabel} />;
  if (error) return <Alert tone="error">{error}</Alert>;
  if (count === 0) return <>{empty ?? <Alert tone="info">Sorry, we have no availability.</Alert>}</>;
  return <>{children}</>;
}
