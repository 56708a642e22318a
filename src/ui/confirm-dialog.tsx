import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CONFIRM_DIALOG_MAX_WIDTH_PX } from '../domain/agent-desktop-constants';
import './confirm-dialog.css';

/**
 * The confirmation dialog of agent-desktop §2 (shared widgets): a title, an optional warning
 * banner, the message, Confirm and Cancel, at most 400 px wide. A native modal <dialog>: focus
 * stays inside, the page behind is inert, Escape cancels. `children` adds what the message
 * needs beside it (the calls an accept ends, the postpone options); the message alone
 * describes the dialog.
 */
export function ConfirmDialog(props: {
  title: string;
  message: string;
  warning?: string | undefined;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** 'danger' for what cannot be undone (a discarded reply); 'primary' otherwise. */
  tone?: 'primary' | 'danger';
  /** While the confirmed action runs, Confirm waits (a second click would send it twice). */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      style={{ maxWidth: CONFIRM_DIALOG_MAX_WIDTH_PX }}
      onCancel={(event) => {
        event.preventDefault();
        props.onCancel();
      }}
    >
      <h2 id={titleId}>{props.title}</h2>
      {props.warning !== undefined && (
        <p className="confirm-dialog__warning" role="note">
          {props.warning}
        </p>
      )}
      <p id={messageId}>{props.message}</p>
      {props.children !== undefined && <div className="confirm-dialog__more">{props.children}</div>}
      <div className="confirm-dialog__actions">
        <button type="button" className="button button-outline" onClick={props.onCancel}>
          {props.cancelLabel}
        </button>
        <button
          type="button"
          className={`button button-${props.tone ?? 'primary'}`}
          disabled={props.busy === true}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
