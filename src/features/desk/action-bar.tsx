import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskList } from '../../domain/desk-interactions';
import type { Interaction } from '../../protocol/interaction-events';
import { useHub } from '../../hub-client/use-hub';
import { CallbackDialog } from './callback-dialog';
import { useDesk } from './desk-context';
import { EndButton } from './end-button';
import { PostponeDialog } from './postpone-dialog';
import { TranscriptExportButton } from './transcript-export';
import { useCommand } from './use-command';

/** What the server postpones (§7 postpone): emails that came in; live media cannot wait. */
const POSTPONABLE_TYPES: ReadonlySet<string> = new Set(['INCOMING_EMAIL']);
const ENDABLE_STATES: ReadonlySet<string> = new Set([
  'dialing',
  'handling',
  'consulting',
  'inConference',
]);

/** Calls whose customer can be called back (§7 callback): a call they made or took, live, in wrap-up or done. */
const CALLBACK_STATES: ReadonlySet<string> = new Set(['handling', 'wrapUp', 'handled']);
const CUSTOMER_CALL_TYPES: ReadonlySet<string> = new Set([
  'INCOMING_TELEPHONY',
  'CAMPAIGN_TELEPHONY',
  'CALLBACK_TELEPHONY',
  'EXTERNAL_CALL',
]);

/** The window's main actions: accept or decline an offer, end the interaction, finish the wrap-up. */
export function ActionBar({ ix, list }: { ix: Interaction; list: DeskList }) {
  const { t } = useTranslation('interactions');
  const { interactions } = useHub();
  const { accept } = useDesk();
  const [postponing, setPostponing] = useState(false);
  const [schedulingCallback, setSchedulingCallback] = useState(false);
  const { busy, run } = useCommand();
  const id = ix.interactionId;
  const wrapUp = ix.interactionStateId === 'wrapUp';
  const callback = CUSTOMER_CALL_TYPES.has(ix.interactionType) &&
    CALLBACK_STATES.has(ix.interactionStateId) && (
      <>
        <button
          type="button"
          className="button button-outline"
          onClick={() => setSchedulingCallback(true)}
        >
          {t('callback.action')}
        </button>
        {schedulingCallback && (
          <CallbackDialog ix={ix} onClose={() => setSchedulingCallback(false)} />
        )}
      </>
    );
  if (list === 'history') {
    return (
      <footer className="action-bar">
        {callback}
        <TranscriptExportButton ix={ix} />
      </footer>
    );
  }

  return (
    <footer className="action-bar">
      {list === 'pending' && (
        <>
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void accept(ix)}
          >
            {t('actions.accept')}
          </button>
          <button
            type="button"
            className="button button-outline"
            disabled={busy}
            onClick={() => void run(() => interactions.decline(id))}
          >
            {t('actions.decline')}
          </button>
        </>
      )}
      {POSTPONABLE_TYPES.has(ix.interactionType) &&
        (ix.interactionStateId === 'offered' || ix.interactionStateId === 'handling') && (
          <button
            type="button"
            className="button button-outline"
            disabled={busy}
            onClick={() => setPostponing(true)}
          >
            {t('postpone.action')}
          </button>
        )}
      {postponing && <PostponeDialog ix={ix} onClose={() => setPostponing(false)} />}
      {list === 'active' && ENDABLE_STATES.has(ix.interactionStateId) && (
        <EndButton ix={ix} busy={busy} onEnd={() => void run(() => interactions.end(id))} />
      )}
      {list === 'active' && wrapUp && (
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => void run(() => interactions.end(id))}
        >
          {t('actions.finishWrapUp')}
        </button>
      )}
      {list === 'active' && callback}
      {list === 'active' && <TranscriptExportButton ix={ix} />}
    </footer>
  );
}
