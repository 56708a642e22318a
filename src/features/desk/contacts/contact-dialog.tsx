import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The modal frame of the contacts panel and the contact card, on the native <dialog>: the
 * browser keeps focus inside and makes the page behind inert; Escape is reported through
 * onClose, so the owner decides when the dialog goes.
 */
export function ContactDialog({
  labelledBy,
  testId,
  className = '',
  onClose,
  children,
}: {
  labelledBy: string;
  testId: string;
  className?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog !== null && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className={`contact-dialog ${className}`.trim()}
      aria-labelledby={labelledBy}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {children}
    </dialog>
  );
}
