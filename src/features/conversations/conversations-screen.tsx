import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTopicValue } from '../../hub-client/use-topic';
import '../../ui/media-screen.css';
import { ConversationRow } from './conversation-row';
import './conversations.css';
import { NewChatForm } from './new-chat-form';
import { NewSmsForm } from './new-sms-form';
import { useConversationRows, type ConversationEntry } from './use-conversation-rows';

/** Chat and SMS share the screen; each keeps its own texts (namespace) and its new-conversation form. */
export type ConversationMedium = 'CHAT' | 'SMS';
const NAMESPACE: Record<ConversationMedium, 'chats' | 'sms'> = { CHAT: 'chats', SMS: 'sms' };

/** /chats (agent-desktop §2): the agent's chats, live and history, and a new chat. */
export function ChatsScreen() {
  return <ConversationsScreen medium="CHAT" />;
}

/** /sms (agent-desktop §2): the agent's SMS conversations, live and history, and a new SMS. */
export function SmsScreen() {
  return <ConversationsScreen medium="SMS" />;
}

function ConversationsScreen({ medium }: { medium: ConversationMedium }) {
  const ns = NAMESPACE[medium];
  const { t } = useTranslation(ns);
  const session = useTopicValue('session');
  const headingId = useId();
  const agentId = session?.name === 'active' ? session.user.userId : null;
  return (
    <section className={`screen ${ns}-screen`} aria-labelledby={headingId}>
      <h1 id={headingId} className="screen-title">
        {t('title')}
      </h1>
      {agentId === null ? (
        <p className="media-muted">{t('loading')}</p>
      ) : (
        <ConversationsArea agentId={agentId} medium={medium} />
      )}
    </section>
  );
}

function ConversationsArea({ agentId, medium }: { agentId: string; medium: ConversationMedium }) {
  const ns = NAMESPACE[medium];
  const { t } = useTranslation(ns);
  const { rows, historyError } = useConversationRows(agentId, medium);
  const live = rows.filter((r) => r.list !== 'history');
  const history = rows.filter((r) => r.list === 'history');
  return (
    <div className="media-layout">
      <div className="media-lists">
        {rows.length === 0 && <p className="media-empty">{t('empty')}</p>}
        <ConversationSection name="live" rows={live} agentId={agentId} ns={ns} />
        <ConversationSection name="history" rows={history} agentId={agentId} ns={ns} />
        {historyError !== null && (
          <p className="media-error" role="alert">
            {t('historyFailed', { message: historyError })}
          </p>
        )}
      </div>
      <aside className="media-side" aria-label={t('tools')}>
        {medium === 'CHAT' ? <NewChatForm /> : <NewSmsForm />}
      </aside>
    </div>
  );
}

function ConversationSection({
  name,
  rows,
  agentId,
  ns,
}: {
  name: 'live' | 'history';
  rows: ConversationEntry[];
  agentId: string;
  ns: 'chats' | 'sms';
}) {
  const { t } = useTranslation(ns);
  const headingId = useId();
  if (rows.length === 0) return null;
  return (
    <section className="media-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="media-card__title">
        {t(`lists.${name}`)} <span className="media-count">{rows.length}</span>
      </h2>
      <ul className="media-list" data-testid={`${ns}-${name}`}>
        {rows.map((entry) => (
          <ConversationRow
            key={entry.interaction.interactionId}
            entry={entry}
            agentId={agentId}
            ns={ns}
          />
        ))}
      </ul>
    </section>
  );
}
