import type { ReactNode } from 'react';
import { DialogFrame } from '../../../ui/dialog-frame';

/**
 * The contacts panel and the contact card in the app's dialog frame, with the contacts'
 * look; their content draws its own heading. Escape is reported through onClose, so the
 * owner decides when the dialog goes.
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
  return (
    <DialogFrame
      labelledBy={labelledBy}
      testId={testId}
      className={`contact-dialog ${className}`.trim()}
      onClose={onClose}
    >
      {children}
    </DialogFrame>
  );
}
