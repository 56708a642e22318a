import { useState } from 'react';
import './desk-calls.css';
import { useTranslation } from 'react-i18next';
import { consultView } from '../../domain/consult-view';
import type { Interaction } from '../../protocol/interaction-events';
import { useHub } from '../../hub-client/use-hub';
import { useDesk } from './desk-context';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useCommand } from './use-command';

/**
 * A consult as a desk shows it (agent-desktop §3 consult, §4 consulting and inConference),
 * on both sides: who consults whom on which call, every party with its state, and for the
 * requestor the §7 calls that fit the moment: conference start or stop, complete transfer
 * (transfer of the consult element, confirmed) and cancel consult (close of that element).
 */
export function ConsultPanel({ ix }: { ix: Interaction }) {
  const { t } = useTranslation('interactions');
  const { agentId } = useDesk();
  const { interactions } = useHub();
  const { busy, run } = useCommand();
  const [confirming, setConfirming] = useState(false);
  const view = consultView(ix, agentId);
  if (view === null) return null;
  const id = ix.interactionId;
  const leg = view.consultElementId;
  const consultLeg = ix.elements.find((e) => e.elementId === leg);

  const completeTransfer = async () => {
    setConfirming(false);
    if (leg !== null)
      await run(() =>
        interactions.send({
          action: 'elementTransfer',
          interactionId: id,
          elementId: leg,
          uri: consultLeg?.receptor.endPoint ?? '',
        }),
      );
  };

  return (
    <section
      className="consult"
      aria-label={t('consult.label')}
      data-testid="consult-panel"
      data-side={view.side}
    >
      <p className="consult__summary" data-testid="consult-summary">
        {view.side === 'requestor'
          ? t(view.inConference ? 'consult.conferenceWith' : 'consult.consulting', {
              receiver: view.receiverName,
              customer: view.customerName,
            })
          : t(view.inConference ? 'consult.inConferenceFrom' : 'consult.consultedBy', {
              requestor: view.requestorName,
              customer: view.customerName,
            })}
        {view.consultedInteractionId !== null && (
          <span className="consult__ref">
            {' '}
            {t('consult.onInteraction', { id: view.consultedInteractionId })}
          </span>
        )}
      </p>
      <ul className="consult__parties" aria-label={t('consult.parties')}>
        <li data-party-role="you">
          <span className="consult__party-name">{t('consult.you')}</span>
          <span className="consult__party-role">
            {t(`consult.roles.${view.side === 'requestor' ? 'consultingAgent' : 'consultedAgent'}`)}
          </span>
          <span
            className={`consult__party-state consult__party-state--${view.inConference ? 'inConference' : 'connected'}`}
          >
            {t(`consult.states.${view.inConference ? 'inConference' : 'connected'}`)}
          </span>
        </li>
        {view.parties.map((party) => (
          <li key={party.elementId} data-party-role={party.role}>
            <span className="consult__party-name">{party.name}</span>
            <span className="consult__party-role">{t(`consult.roles.${party.role}`)}</span>
            <span
              className={`consult__party-state consult__party-state--${party.state}`}
              data-testid="party-state"
            >
              {t(`consult.states.${party.state}`)}
            </span>
          </li>
        ))}
      </ul>
      {view.side === 'requestor' && (
        <div className="consult__actions">
          {view.canConference && (
            <button
              type="button"
              className="button button-outline"
              disabled={busy}
              onClick={() =>
                void run(() => interactions.send({ action: 'conferenceStart', interactionId: id }))
              }
            >
              {t('transfer.conferenceStart')}
            </button>
          )}
          {view.canStopConference && (
            <button
              type="button"
              className="button button-outline"
              disabled={busy}
              onClick={() =>
                void run(() => interactions.send({ action: 'conferenceStop', interactionId: id }))
              }
            >
              {t('transfer.conferenceStop')}
            </button>
          )}
          {view.canCompleteTransfer && (
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              {t('consult.completeTransfer')}
            </button>
          )}
          {view.canCancel && leg !== null && (
            <button
              type="button"
              className="button button-outline"
              disabled={busy}
              onClick={() =>
                void run(() =>
                  interactions.send({ action: 'close', interactionId: id, elementId: leg }),
                )
              }
            >
              {t('consult.cancel')}
            </button>
          )}
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('consult.completeTransferTitle')}
          message={t('consult.completeTransferMessage', {
            customer: view.customerName,
            receiver: view.receiverName,
          })}
          confirmLabel={t('consult.completeTransfer')}
          cancelLabel={t('confirm.cancel')}
          busy={busy}
          onConfirm={() => void completeTransfer()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
