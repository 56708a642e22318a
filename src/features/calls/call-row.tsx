import { useTranslation } from 'react-i18next';
import { isOnHold } from '../../domain/desk-tiles';
import { formatDuration } from '../../domain/format';
import { interactionDurationSeconds, partyOf } from '../../domain/media-lists';
import { requestOpenInteraction } from '../../ui/open-interaction';
import { LiveText } from '../../hub-client/live-text';
import { nowSignal } from '../../ui/use-now';
import type { CallEntry } from './use-call-rows';

/** One call: party, state, business process and duration; a live one opens its window on click. */
export function CallRow({ entry }: { entry: CallEntry }) {
  const { t } = useTranslation('calls');
  const ix = entry.interaction;
  const state = isOnHold(ix) && entry.list !== 'history' ? 'hold' : ix.interactionStateId;
  const party = partyOf(ix) || t('unknownParty');
  const content = (
    <>
      <span className="media-row__party calls-row__party">{party}</span>
      <span className={`calls-row__state media-row__state--${entry.list}`} data-testid="call-state">
        {t(`state.${state}`, { defaultValue: ix.interactionStateName })}
        {ix.recording.isEnabled && entry.list !== 'history' && (
          <span className="calls-row__recording">{t('recording')}</span>
        )}
      </span>
      <span className="calls-row__process">{ix.routing.businessProcessName}</span>
      <CallDuration entry={entry} />
    </>
  );
  return (
    <li
      className="media-row"
      data-testid="call-row"
      data-interaction-id={ix.interactionId}
      data-list={entry.list}
    >
      {entry.source === 'hub' ? (
        <button
          type="button"
          className="media-row__open calls-row__open"
          onClick={() => requestOpenInteraction(ix.interactionId)}
          aria-label={t('open', { party })}
        >
          {content}
        </button>
      ) : (
        // older history the hub no longer holds: shown for reference, it has no window to open
        <div className="media-row__open media-row__open--static calls-row__open">{content}</div>
      )}
    </li>
  );
}

function CallDuration({ entry }: { entry: CallEntry }) {
  return entry.list === 'history' ? (
    <Duration seconds={interactionDurationSeconds(entry.interaction, 'history', 0)} />
  ) : (
    <LiveDuration entry={entry} />
  );
}

/** Only live rows subscribe to the shared tick, which writes the DOM: the row does not render. */
function LiveDuration({ entry }: { entry: CallEntry }) {
  const { t } = useTranslation('calls');
  return (
    <LiveText
      className="media-row__duration calls-row__duration"
      title={t('duration')}
      data-testid="call-duration"
      source={nowSignal}
      immediate
      text={(now) => formatDuration(interactionDurationSeconds(entry.interaction, entry.list, now))}
    />
  );
}

function Duration({ seconds }: { seconds: number }) {
  const { t } = useTranslation('calls');
  return (
    <span
      className="media-row__duration calls-row__duration"
      title={t('duration')}
      data-testid="call-duration"
    >
      {formatDuration(seconds)}
    </span>
  );
}
