import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Interaction } from '../../protocol/interaction-events';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { dropEmailDraft, hasUnsentEmailDraft } from './email/email-draft-store';

/**
 * End (Hang up for a call). Ending an email while a reply is being written would discard the
 * reply silently, so the agent is asked first.
 */
export function EndButton({
  ix,
  busy,
  onEnd,
}: {
  ix: Interaction;
  busy: boolean;
  onEnd: () => void;
}) {
  const { t } = useTranslation('interactions');
  const [asking, setAsking] = useState(false);
  const id = ix.interactionId;
  const end = () => {
    if (ix.interactionMediaType === 'EMAIL' && hasUnsentEmailDraft(id)) setAsking(true);
    else onEnd();
  };
  return (
    <>
      <button type="button" className="button button-danger" disabled={busy} onClick={end}>
        {t(ix.interactionMediaType === 'TELEPHONY' ? 'actions.hangUp' : 'actions.end')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('discardReply.title')}
          message={t('discardReply.message')}
          confirmLabel={t('discardReply.confirm')}
          cancelLabel={t('discardReply.cancel')}
          tone="danger"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            dropEmailDraft(id);
            onEnd();
          }}
        />
      )}
    </>
  );
}
