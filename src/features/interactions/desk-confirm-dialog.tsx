import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './desk-calls.css';
import { CONFIRM_DIALOG_MAX_WIDTH_PX } from '../../domain/agent-desktop-constants';

/**
 * The confirmation dialog of agent-desktop §2 (title, optional warning banner, message,
 * Confirm and Cancel, at most 400 px wide) on the native <dialog>: the browser keeps focus
 * inside, makes the desk behind inert and closes on Escape (reported as Cancel).
 */
export function DeskConfirmDialog({
  title,
  warning,
  children,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  warning?: string | undefined;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('interactions');
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
      className="desk-dialog"
      aria-labelledby={titleId}
      style={{ maxWidth: CONFIRM_DIALOG_MAX_WIDTH_PX }}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {warning !== undefined && (
        <p className="desk-dialog__warning" role="note">
          {warning}
        </p>
      )}
      <div className="desk-dialog__message">{children}</div>
      <div className="desk-dialog__actions">
        <button type="button" className="button button-outline" onClick={onCancel}>
          {t('confirm.cancel')}
        </button>
        <button type="button" className="button button-primary" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
