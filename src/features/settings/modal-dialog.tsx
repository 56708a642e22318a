import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal on the native <dialog>: the browser keeps focus inside, makes the page behind
 * inert and closes on Escape (reported through onClose).
 */
export function ModalDialog({
  title,
  onClose,
  children,
  wide = false,
  maxWidthPx,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  maxWidthPx?: number;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`settings-dialog${wide ? ' settings-dialog--wide' : ''}`}
      aria-labelledby={titleId}
      style={maxWidthPx === undefined ? undefined : { maxWidth: maxWidthPx }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
