import { clsx } from 'clsx';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Full screen on every size (the treatment chooser); otherwise a centred panel. */
  fullScreen?: boolean;
  footer?: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the page behind it
 * inert (focus stays inside), Escape closes it, and the browser returns focus to
 * the element that opened it.
 */
export function Modal({ open, title, onClose, children, fullScreen = false, footer }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // In the commit, before the next frame: focus returns to the opener before a screen moves it
  // on (a notice that takes focus once the modal's work is done).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={clsx(
        'm-auto bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50',
        fullScreen ? 'h-dvh max-h-none w-screen max-w-none' : 'w-[min(36rem,calc(100vw-2rem))] rounded-lg',
      )}
    >
      {open && (
        <div className="flex max-h-full flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-sage-200 p-4">
            <h2 id={titleId} className="text-xl">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="min-h-11 min-w-11 rounded-md text-2xl leading-none hover:bg-sage-100"
              aria-label="Close"
            >
              ×
            </button>
          </div>
          <div className="overflow-y-auto p-4">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-3 border-t border-sage-200 p-4">{footer}</div>
          )}
        </div>
      )}
    </dialog>
  );
}
