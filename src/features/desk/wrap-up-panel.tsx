import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wrapUpCountdown } from '../../domain/countdowns';
import { prepareDispositionTree } from '../../domain/disposition-codes';
import { dispositionGroups } from '../../domain/disposition-options';
import { formatTileTimer } from '../../domain/desk-tiles';
import type { Interaction } from '../../protocol/interaction-events';
import { useHub } from '../../hub-client/use-hub';
import { nowSignal } from '../../ui/use-now';
import { LiveText } from '../../hub-client/live-text';
import { RemarksField } from './remarks-field';
import { useCommand } from './use-command';
import { useHubRead } from '../../hub-client/use-hub-read';

/**
 * Wrap-up (agent-desktop §3, §4): the disposition code (ordered by usage, the placeholder tree
 * flattened), the completion status, remarks, and during wrap-up the time left.
 */
export function WrapUpPanel({ ix }: { ix: Interaction }) {
  const { t } = useTranslation('interactions');
  const wrapUp = ix.interactionStateId === 'wrapUp' || ix.isOnWrapUp;
  return (
    <section
      className={`wrap-up${wrapUp ? ' wrap-up--active' : ''}`}
      aria-labelledby={`wrap-up-${ix.interactionId}`}
    >
      <h3 id={`wrap-up-${ix.interactionId}`} className="window-section-title">
        {t('wrapUp.title')}
        {wrapUp && <WrapUpTimeLeft ix={ix} />}
      </h3>
      <DispositionPicker ix={ix} />
      <CompletionStatusPicker ix={ix} />
      <RemarksField ix={ix} />
    </section>
  );
}

/** The wrap-up time left, written into the DOM on the shared tick: the panel does not render. */
export function WrapUpTimeLeft({ ix }: { ix: Interaction }) {
  const { t } = useTranslation('interactions');
  // whether there is a countdown depends on the interaction, not on the time
  if (wrapUpCountdown(ix, 0) === null) return null;
  return (
    <LiveText
      className="wrap-up__left"
      data-testid="wrap-up-left"
      source={nowSignal}
      immediate
      text={(now) =>
        t('wrapUp.endsIn', {
          time: formatTileTimer(wrapUpCountdown(ix, now)?.remainingSeconds ?? 0),
        })
      }
    />
  );
}

function DispositionPicker({ ix }: { ix: Interaction }) {
  const { t } = useTranslation('interactions');
  const { interactions } = useHub();
  const { busy, run } = useCommand();
  const [choosing, setChoosing] = useState<string | null>(null);
  const tree = useHubRead({
    name: 'dispositionCodes',
    query: { businessProcessId: ix.routing.businessProcessId },
  }).state;
  const id = `disposition-${ix.interactionId}`;
  const current = choosing ?? ix.disposition.dispositionCodeId ?? '';
  const groups =
    tree.status === 'ready'
      ? dispositionGroups(prepareDispositionTree(tree.value.tree, tree.value.usages))
      : [];
  const setCode = ix.disposition.dispositionCodeId;
  const listed = groups.some((group) => group.options.some((option) => option.id === setCode));

  const choose = async (codeId: string) => {
    if (codeId === '') return;
    setChoosing(codeId);
    await run(() => interactions.setDispositionCode(ix.interactionId, codeId));
    setChoosing(null);
  };

  return (
    <div className="window-field">
      <label htmlFor={id}>
        {t('wrapUp.disposition')}
        {ix.disposition.dispositionCodeMandatory && (
          <span className="required"> {t('wrapUp.required')}</span>
        )}
      </label>
      {tree.status === 'ready' ? (
        <select
          id={id}
          value={current}
          disabled={busy}
          onChange={(event) => void choose(event.target.value)}
          data-testid="disposition-code"
        >
          <option value="" disabled>
            {t('wrapUp.chooseDisposition')}
          </option>
          {/* a code set earlier that the tree no longer lists stays visible */}
          {setCode !== null && !listed && (
            <option value={setCode}>{ix.disposition.dispositionCodeName ?? setCode}</option>
          )}
          {groups.map((group) =>
            group.label === null ? (
              group.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))
            ) : (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </select>
      ) : (
        <p className={tree.status === 'failed' ? 'field-error' : 'field-note'} id={id}>
          {tree.status === 'failed'
            ? t('errors.referenceFailed', { message: tree.message })
            : t('loading')}
        </p>
      )}
    </div>
  );
}

function CompletionStatusPicker({ ix }: { ix: Interaction }) {
  const { t } = useTranslation('interactions');
  const { interactions } = useHub();
  const { busy, run } = useCommand();
  const statuses = useHubRead({ name: 'completionStatuses' }).state;
  const id = `completion-${ix.interactionId}`;
  return (
    <div className="window-field">
      <label htmlFor={id}>{t('wrapUp.completionStatus')}</label>
      {statuses.status === 'ready' && Array.isArray(statuses.value) ? (
        <select
          id={id}
          value={ix.completionStatus.completionStatusId}
          disabled={busy}
          onChange={(event) =>
            void run(() =>
              interactions.send({
                action: 'completionStatus',
                interactionId: ix.interactionId,
                completionStatusId: Number(event.target.value),
              }),
            )
          }
        >
          {statuses.value.map((status) => (
            <option key={status.id} value={status.id}>
              {/* the server's names are English: known ids are said in the agent's language */}
              {t(`completionStatuses.${status.id}`, { defaultValue: status.name })}
            </option>
          ))}
        </select>
      ) : (
        <p className={statuses.status === 'failed' ? 'field-error' : 'field-note'} id={id}>
          {statuses.status === 'failed'
            ? t('errors.referenceFailed', { message: statuses.message })
            : t('loading')}
        </p>
      )}
    </div>
  );
}
