import { useId, type ReactNode } from 'react';
import { CONFIRM_DIALOG_MAX_WIDTH_PX } from '../domain/agent-desktop-constants';
import { DialogActions } from './dialog-actions';
import { DialogFrame } from './dialog-frame';
import './confirm-dialog.css';

/**
 * The confirmation dialog of agent-desktop §2 (shared widgets): a title, an optional warning
 * banner, the message, Confirm and Cancel, at most 400 px wide, in the app's dialog frame:
 * focus stays inside, the page behind is inert, Escape cancels. `children` adds what the message
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
  const messageId = useId();
  return (
    <DialogFrame
      title={props.title}
      className="confirm-dialog"
      describedBy={messageId}
      style={{ maxWidth: CONFIRM_DIALOG_MAX_WIDTH_PX }}
      onClose={props.onCancel}
    >
      {props.warning !== undefined && (
        <p className="confirm-dialog__warning" role="note">
          {props.warning}
        </p>
      )}
      <p id={messageId}>{props.message}</p>
      {props.children !== undefined && <div className="confirm-dialog__more">{props.children}</div>}
      <DialogActions
        className="confirm-dialog__actions"
        cancelLabel={props.cancelLabel}
        onCancel={props.onCancel}
        primaryLabel={props.confirmLabel}
        onPrimary={props.onConfirm}
        primaryDisabled={props.busy === true}
        tone={props.tone ?? 'primary'}
      />
    </DialogFrame>
  );
}
