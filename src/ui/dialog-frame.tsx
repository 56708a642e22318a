import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';

type Labelling =
  /** The frame draws the title as the dialog's heading and labels the dialog with it. */
  | { title: ReactNode; labelledBy?: never }
  /** The content draws its own heading; the frame points at it by id. */
  | { title?: never; labelledBy: string };

/**
 * The one frame every modal dialog of the app is drawn in, on the native <dialog> opened
 * with showModal(): the browser moves focus inside, keeps it there and makes the page
 * behind inert; Escape is reported through onClose so the owner decides when it goes (a
 * dialog with unsaved input may ask first). On unmount focus goes back where it was, so a
 * keyboard user lands on the control that opened it.
 */
export function DialogFrame(
  props: Labelling & {
    onClose: () => void;
    children: ReactNode;
    className?: string | undefined;
    style?: CSSProperties | undefined;
    describedBy?: string | undefined;
    testId?: string | undefined;
    /** An alert dialog: a question the user must answer before going on. */
    alert?: boolean;
  },
) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // read at the first render: a child's effect may move focus before this frame's effect runs
  const [opener] = useState(() => document.activeElement);
  // before paint, so an Escape pressed at once already finds the dialog open
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);
  return (
    <dialog
      ref={ref}
      role={props.alert === true ? 'alertdialog' : undefined}
      className={props.className}
      aria-labelledby={props.labelledBy ?? titleId}
      aria-describedby={props.describedBy}
      data-testid={props.testId}
      style={props.style}
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
    >
      {props.labelledBy === undefined && <h2 id={titleId}>{props.title}</h2>}
      {props.children}
    </dialog>
  );
}
