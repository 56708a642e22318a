/**
 * The foot of a dialog that asks for one thing: the reason the last try failed (announced),
 * then Cancel and the dialog's own action. Dialogs with more actions build their own row.
 */
export function DialogActions(props: {
  error?: string | null;
  cancelLabel: string;
  onCancel: () => void;
  primaryLabel: string;
  onPrimary: () => void;
  primaryDisabled?: boolean;
  /** 'danger' for what cannot be undone; 'primary' otherwise. */
  tone?: 'primary' | 'danger';
  /** The row's class, for a dialog that lays it out its own way. */
  className?: string;
}) {
  return (
    <>
      {props.error != null && (
        <p role="alert" className="message message-error">
          {props.error}
        </p>
      )}
      <div className={props.className ?? 'dialog__actions'}>
        <button type="button" className="button button-outline" onClick={props.onCancel}>
          {props.cancelLabel}
        </button>
        <button
          type="button"
          className={`button button-${props.tone ?? 'primary'}`}
          disabled={props.primaryDisabled === true}
          onClick={props.onPrimary}
        >
          {props.primaryLabel}
        </button>
      </div>
    </>
  );
}
