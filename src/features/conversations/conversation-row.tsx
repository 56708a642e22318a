import { useTranslation } from 'react-i18next';
import { NOT_TYPING_MARKER, TYPING_MARKER } from '../../domain/desk-conversations';
import { formatDuration } from '../../domain/format';
import {
  interactionDurationSeconds,
  lastWrittenMessage,
  partyOf,
  previewOf,
  type LastMessage,
} from '../../domain/media-lists';
import { useTopicValue } from '../../hub-client/use-topic';
import { requestOpenInteraction } from '../../ui/open-interaction';
import { LiveText } from '../../hub-client/live-text';
import { nowSignal } from '../../ui/use-now';
import type { ConversationEntry } from './use-conversation-rows';

const TYPING_MARKERS = [TYPING_MARKER, NOT_TYPING_MARKER];

/** One chat or SMS conversation: party, last message, unread count, state; a live one opens its window on click. */
export function ConversationRow({
  entry,
  agentId,
  ns,
}: {
  entry: ConversationEntry;
  agentId: string;
  ns: 'chats' | 'sms';
}) {
  const { t } = useTranslation(ns);
  const ix = entry.interaction;
  const party = partyOf(ix) || t('unknownParty');
  const content = (
    <>
      <span className="conversations-row__head">
        <span className="conversations-row__who">
          <span className="media-row__party">{party}</span>
          {entry.unread > 0 && (
            <span
              className="conversations-row__unread"
              data-testid="unread"
              aria-label={t('unread', { count: entry.unread })}
            >
              {entry.unread}
            </span>
          )}
        </span>
        {entry.list === 'history' ? (
          <Duration seconds={interactionDurationSeconds(ix, 'history', 0)} ns={ns} />
        ) : (
          <LiveDuration entry={entry} ns={ns} />
        )}
      </span>
      <span className="conversations-row__sub">
        <span className={`media-row__state--${entry.list}`}>
          {t(`state.${ix.interactionStateId}`, { defaultValue: ix.interactionStateName })}
        </span>
        <span className="conversations-row__process">{ix.routing.businessProcessName}</span>
      </span>
      <Preview
        interactionId={ix.interactionId}
        lastMessage={entry.lastMessage}
        agentId={agentId}
        ns={ns}
      />
    </>
  );
  return (
    <li
      className="media-row"
      data-testid="conversation-row"
      data-interaction-id={ix.interactionId}
      data-list={entry.list}
    >
      {entry.source === 'hub' ? (
        <button
          type="button"
          className="media-row__open conversations-row__open"
          onClick={() => requestOpenInteraction(ix.interactionId)}
          aria-label={t('open', { party })}
        >
          {content}
        </button>
      ) : (
        // older history the hub no longer holds: shown for reference, it has no window to open
        <div className="media-row__open media-row__open--static conversations-row__open">
          {content}
        </div>
      )}
    </li>
  );
}

/**
 * The last message: from the hub's conversation while it holds one (live ones and the most
 * recent others), else what the row kept when its conversation was let go (history).
 */
function Preview(props: {
  interactionId: string;
  lastMessage: LastMessage | null | undefined;
  agentId: string;
  ns: 'chats' | 'sms';
}) {
  const { t } = useTranslation(props.ns);
  const conversation = useTopicValue('conversations', props.interactionId);
  const last =
    conversation === undefined
      ? props.lastMessage
      : lastWrittenMessage(conversation.messages, TYPING_MARKERS);
  const preview = last === undefined || last === null ? null : previewOf(last, props.agentId);
  return (
    <span className="conversations-row__preview" data-testid="last-message">
      {/* neither the hub nor the server's row has it: not loaded, which is not the same as empty */}
      {last === undefined ? (
        <span className="conversations-row__none" data-testid="last-message-not-loaded">
          {t('lastMessageNotLoaded')}
        </span>
      ) : preview === null ? (
        <span className="conversations-row__none">{t('noMessages')}</span>
      ) : (
        <span>{preview.own ? t('you', { text: preview.text }) : preview.text}</span>
      )}
    </span>
  );
}

/** A live row's duration, written into the DOM on the shared tick: the row does not render. */
function LiveDuration({ entry, ns }: { entry: ConversationEntry; ns: 'chats' | 'sms' }) {
  const { t } = useTranslation(ns);
  return (
    <LiveText
      className="media-row__duration"
      title={t('duration')}
      data-testid="conversation-duration"
      source={nowSignal}
      immediate
      text={(now) => formatDuration(interactionDurationSeconds(entry.interaction, entry.list, now))}
    />
  );
}

function Duration({ seconds, ns }: { seconds: number; ns: 'chats' | 'sms' }) {
  const { t } = useTranslation(ns);
  return (
    <span className="media-row__duration" title={t('duration')} data-testid="conversation-duration">
      {formatDuration(seconds)}
    </span>
  );
}
