import { useEffect } from 'react';

/** A short message at the bottom of the screen that goes away by itself or on Dismiss. */
export function Snackbar({
  message,
  dismissLabel,
  visibleMs,
  onClose,
}: {
  message: string;
  dismissLabel: string;
  visibleMs: number;
  onClose: () => void;
}) {
  useEffect(() => {
    const timer = setTimeout(onClose, visibleMs);
    return () => clearTimeout(timer);
  }, [onClose, visibleMs]);
  return (
    <div className="snackbar">
      <span>{message}</span>
      <button type="button" className="button button-text" onClick={onClose}>
        {dismissLabel}
      </button>
    </div>
  );
}
