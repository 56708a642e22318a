import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTransferable } from '../../domain/desk-interactions';
import type { Interaction } from '../../protocol/interaction-events';
import { useHub } from '../../hub-client/use-hub';
import { useDesk } from './desk-context';
import { useCommand } from './use-command';

/** Longest uri the field takes (a SIP address or a number; the server checks the rest). */
const URI_MAX_LENGTH = 256;

/**
 * Consult or transfer by uri (agent-desktop §7 consult, transfer), offered only when the
 * interaction is transferable (§4); during a consult, the conference can start or stop.
 */
export function TransferForm({ ix }: { ix: Interaction }) {
  const { t } = useTranslation('interactions');
  const { agentId } = useDesk();
  const { interactions } = useHub();
  const { busy, run } = useCommand();
  const [uri, setUri] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = ix.interactionId;
  const consulting = ix.interactionStateId === 'consulting';
  const inConference = ix.interactionStateId === 'inConference' || ix.isConference;
  const transferable = ix.interactionStateId === 'handling' && isTransferable(ix, agentId);
  if (!transferable && !consulting && !inConference) return null;

  const submit = async (action: 'consult' | 'transfer') => {
    const target = uri.trim();
    if (target === '') {
      setError(t('transfer.uriRequired'));
      return;
    }
    setError(null);
    if (await run(() => (action === 'consult' ? interactions.consult(id, target) : interactions.transfer(id, target)))) setUri('');
  };

  return (
    <section className="transfer" aria-label={t('transfer.label')}>
      {transferable && (
        <form className="transfer__form" onSubmit={(event) => { event.preventDefault(); void submit('transfer'); }}>
          <label htmlFor={`transfer-uri-${id}`}>{t('transfer.uri')}</label>
          <div className="transfer__row">
            <input
              id={`transfer-uri-${id}`}
              value={uri}
              maxLength={URI_MAX_LENGTH}
              placeholder={t('transfer.placeholder')}
              onChange={(event) => setUri(event.target.value)}
              aria-invalid={error !== null}
              aria-describedby={error !== null ? `transfer-error-${id}` : undefined}
            />
            <button type="button" className="button button-outline" disabled={busy} onClick={() => void submit('consult')}>
              {t('transfer.consult')}
            </button>
            <button type="submit" className="button button-outline" disabled={busy}>
              {t('transfer.transfer')}
            </button>
          </div>
          {error !== null && (
            <p id={`transfer-error-${id}`} className="field-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
      {consulting && (
        <button type="button" className="button button-outline" disabled={busy} onClick={() => void run(() => interactions.send({ action: 'conferenceStart', interactionId: id }))}>
          {t('transfer.conferenceStart')}
        </button>
      )}
      {inConference && (
        <button type="button" className="button button-outline" disabled={busy} onClick={() => void run(() => interactions.send({ action: 'conferenceStop', interactionId: id }))}>
          {t('transfer.conferenceStop')}
        </button>
      )}
    </section>
  );
}
