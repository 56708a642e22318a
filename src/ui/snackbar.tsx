import { useEffect, useRef, useState } from 'react';

/**
 * Screen readers announce a change inside a live region that was already there; a region
 * mounted together with its text is often read out by none. The message therefore arrives
 * this long after the snackbar (and the region around it) is in the page.
 */
const ANNOUNCE_AFTER_MS = 100;
const LIVE_REGION = '[aria-live], [role="status"], [role="alert"], [role="log"]';

/**
 * A short message at the bottom of the screen that goes away by itself or on Dismiss. It is
 * announced: inside the caller's live region when there is one (keeping its politeness), else
 * as a polite status of its own.
 */
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
  const ref = useRef<HTMLDivElement>(null);
  const [ownRegion, setOwnRegion] = useState(false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(onClose, visibleMs);
    return () => clearTimeout(timer);
  }, [onClose, visibleMs]);
  useEffect(() => {
    setOwnRegion(ref.current?.parentElement?.closest(LIVE_REGION) == null);
    const timer = setTimeout(() => setShown(true), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div ref={ref} className="snackbar" {...(ownRegion ? { role: 'status' } : {})}>
      <span>{shown ? message : ''}</span>
      <button type="button" className="button button-text" onClick={onClose}>
        {dismissLabel}
      </button>
    </div>
  );
}
