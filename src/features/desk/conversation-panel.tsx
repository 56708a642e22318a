import { Fragment, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mergeMessages, messageSide, systemMessageText } from '../../domain/conversation-view';
import { formatTimeOfDay, TIME_FORMAT_24H } from '../../domain/format';
import { openAllLinks, splitMessageLinks } from '../../domain/message-links';
import { toIanaTimeZone } from '../../domain/time-zones';
import type { ConversationMessage } from '../../protocol/interaction-events';
import { useTopicValue } from '../../hub-client/use-topic';
import { useDesk } from './desk-context';

/**
 * A chat or SMS conversation (agent-desktop §3): customer and agent messages on their sides,
 * system messages apart, who is typing. Content is customer text: rendered as text only.
 */
export function ConversationPanel({
  interactionId,
  earlier,
}: {
  interactionId: string;
  earlier: readonly ConversationMessage[];
}) {
  const { t } = useTranslation('interactions');
  const { agentId } = useDesk();
  const conversation = useTopicValue('conversations', interactionId);
  const settings = useTopicValue('settings');
  const listRef = useRef<HTMLOListElement>(null);
  const messages = mergeMessages(earlier, conversation?.messages ?? []);
  const typing = (conversation?.typing ?? []).filter((p) => p.id !== agentId);
  const zone = toIanaTimeZone(settings?.applicationSettings.timeZoneId);
  const format = settings?.applicationSettings.timeFormat ?? TIME_FORMAT_24H;
  const last = messages.at(-1)?.messageId;
  const links = openAllLinks(messages.filter((m) => m.type === 'regular').map((m) => m.content));

  // keep the newest message in view as messages arrive
  useEffect(() => {
    const list = listRef.current;
    if (list !== null) list.scrollTop = list.scrollHeight;
  }, [last, typing.length]);

  const systemText = (message: ConversationMessage): string => {
    const parts = systemMessageText(message);
    switch (parts.kind) {
      case 'elementState':
        return t('conversation.elementState', {
          party: parts.party,
          state: t(`elementStates.${parts.stateId}`, { defaultValue: parts.stateId }),
        });
      case 'key':
        return t(`conversation.system.${parts.key}`, { defaultValue: message.content });
      case 'text':
        return parts.text;
    }
  };

  return (
    <section className="conversation" aria-label={t('conversation.label')}>
      {links.open.length > 0 && (
        <p className="conversation__links">
          <button
            type="button"
            className="button button-text"
            onClick={() => openLinks(links.open)}
            data-testid="open-all-links"
          >
            {t('conversation.openAllLinks', { count: links.open.length })}
          </button>
          {links.leftOut > 0 && (
            <span>{t('conversation.linksLeftOut', { count: links.leftOut })}</span>
          )}
        </p>
      )}
      <ol
        ref={listRef}
        className="conversation__messages"
        data-testid="conversation"
        aria-live="polite"
        aria-relevant="additions"
      >
        {messages.length === 0 && (
          <li className="conversation__empty">{t('conversation.empty')}</li>
        )}
        {messages.map((message) => {
          const side = messageSide(message, agentId);
          const time = formatTimeOfDay(message.timestamp, zone, format);
          return (
            <li
              key={message.messageId}
              className={`chat-message chat-message--${side}`}
              data-testid={`message-${side}`}
            >
              {side === 'system' ? (
                <span className="chat-message__system">{systemText(message)}</span>
              ) : (
                <>
                  <span className="chat-message__author">
                    {side === 'own' ? t('conversation.you') : message.originator.name}
                  </span>
                  <MessageText text={message.content} />
                </>
              )}
              {typeof time === 'string' && (
                <time
                  className="chat-message__time"
                  dateTime={new Date(message.timestamp).toISOString()}
                >
                  {time}
                </time>
              )}
            </li>
          );
        })}
      </ol>
      {typing.length > 0 && (
        <p className="conversation__typing" data-testid="typing-indicator">
          {t('conversation.typing', { names: typing.map((p) => p.name).join(', ') })}
        </p>
      )}
    </section>
  );
}

/** Opens links in new tabs, each without access to this page or its address (noopener, noreferrer). */
function openLinks(hrefs: readonly string[]): void {
  for (const href of hrefs) window.open(href, '_blank', 'noopener,noreferrer');
}

/**
 * A message's text with the links the link rule recognises as anchors (agent-desktop §5). The
 * text is customer content: only the rule's http, https and ftp links become anchors; the rest
 * stays text.
 */
function MessageText({ text }: { text: string }) {
  const parts = splitMessageLinks(text);
  return (
    <span className="chat-message__content">
      {parts.map((part, index) =>
        part.kind === 'text' ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ),
      )}
    </span>
  );
}
