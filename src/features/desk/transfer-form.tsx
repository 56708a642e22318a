import { useState } from 'react';
import './desk-calls.css';
import { useTranslation } from 'react-i18next';
import { isTransferable } from '../../domain/desk-interactions';
import {
  parseTransferTarget,
  suggestTransferAgents,
  TRANSFER_TARGET_MAX_LENGTH,
  type TransferTarget,
} from '../../domain/transfer-target';
import type { Interaction } from '../../protocol/interaction-events';
import { useHub } from '../../hub-client/use-hub';
import { ConsultPanel } from './consult-panel';
import { useDesk } from './desk-context';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useCommand } from './use-command';
import { useTransferDirectory } from './use-transfer-directory';

/**
 * Consult or transfer (agent-desktop §7 consult, transfer) when the interaction is
 * transferable (§4): the target is checked first (a phone number, a SIP address or an agent
 * of the directory, with suggestions), a transfer is confirmed; during a consult, the
 * consult panel takes over.
 */
export function TransferForm({ ix }: { ix: Interaction }) {
  const { t } = useTranslation('interactions');
  const { agentId } = useDesk();
  const { interactions } = useHub();
  const { busy, run } = useCommand();
  const directory = useTransferDirectory();
  const [uri, setUri] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<TransferTarget | null>(null);
  const id = ix.interactionId;
  const transferable = ix.interactionStateId === 'handling' && isTransferable(ix, agentId);
  if (!transferable) return <ConsultPanel ix={ix} />;

  const suggestions =
    error !== null || uri.trim().length >= 2
      ? suggestTransferAgents(uri, directory, agentId).filter((a) => a.name !== uri.trim())
      : [];
  const targetLabel = (target: TransferTarget) =>
    target.kind === 'agent' ? target.name : target.uri;

  const check = (): TransferTarget | null => {
    const parsed = parseTransferTarget(uri, directory, agentId);
    if (!parsed.ok) {
      setError(t(`transfer.errors.${parsed.error}`, { target: uri.trim() }));
      return null;
    }
    setError(null);
    return parsed.target;
  };
  const consult = async () => {
    const target = check();
    if (target !== null && (await run(() => interactions.consult(id, target.uri)))) setUri('');
  };
  const transfer = async (target: TransferTarget) => {
    setConfirming(null);
    if (await run(() => interactions.transfer(id, target.uri))) setUri('');
  };

  return (
    <section className="transfer" aria-label={t('transfer.label')}>
      <form
        className="transfer__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const target = check();
          if (target !== null) setConfirming(target);
        }}
      >
        <label htmlFor={`transfer-uri-${id}`}>{t('transfer.uri')}</label>
        <div className="transfer__row">
          <input
            id={`transfer-uri-${id}`}
            value={uri}
            maxLength={TRANSFER_TARGET_MAX_LENGTH}
            placeholder={t('transfer.placeholder')}
            autoComplete="off"
            onChange={(event) => {
              setUri(event.target.value);
              setError(null);
            }}
            aria-invalid={error !== null}
            aria-describedby={error !== null ? `transfer-error-${id}` : undefined}
          />
          <button
            type="button"
            className="button button-outline"
            disabled={busy}
            onClick={() => void consult()}
          >
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
        {suggestions.length > 0 && (
          <ul className="transfer__suggestions" aria-label={t('transfer.suggestions')}>
            {suggestions.map((agent) => (
              <li key={agent.id}>
                <button
                  type="button"
                  className="button button-text"
                  onClick={() => {
                    setUri(agent.name);
                    setError(null);
                  }}
                >
                  {agent.name}
                  {agent.username !== undefined && (
                    <span className="transfer__login"> ({agent.username})</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
      </form>
      {confirming !== null && (
        <ConfirmDialog
          title={t('transfer.confirmTitle')}
          message={t('transfer.confirmMessage', {
            party: ix.crm.customerFullName || ix.routing.remoteParty,
            target: targetLabel(confirming),
          })}
          confirmLabel={t('transfer.transfer')}
          cancelLabel={t('confirm.cancel')}
          busy={busy}
          onConfirm={() => void transfer(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
