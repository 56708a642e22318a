import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_HISTORY_MAX_MESSAGES } from '../../domain/agent-desktop-constants';
import { showsWrapUpForm } from '../../domain/consult-view';
import { isElementEnded } from '../../domain/desk-elements';
import { mainElement, tileStatusIcon } from '../../domain/desk-tiles';
import { lastRegularOriginator } from '../../domain/conversation-view';
import type { DeskList } from '../../domain/desk-interactions';
import type { DeskWindow } from '../../domain/desk-windows';
import type { Interaction } from '../../protocol/interaction-events';
import { useHub } from '../../hub-client/use-hub';
import { useTopicEntry, useTopicValue } from '../../hub-client/use-topic';
import { useSignalValue } from '../../hub-client/use-signal-value';
import { ActionBar } from './action-bar';
import { ConversationPanel } from './conversation-panel';
import { ContactSection } from './contacts/contact-section';
import { useDesk } from './desk-context';
import { EmailPanel } from './email/email-panel';
import { Icon } from './icons';
import { InteractionDetails } from './interaction-details';
import { MessageComposer } from './message-composer';
import { ConsultPanel } from './consult-panel';
import { TelephonyControls } from './telephony-controls';
import { ActiveTimer, MediaAvatar } from './tile-parts';
import { TransferForm } from './transfer-form';
import { useHubRead } from '../../hub-client/use-hub-read';
import { WrapUpPanel } from './wrap-up-panel';
import { WindowTabs } from './window-tabs';
import { partyLabel } from './party-label';

export interface WindowControls {
  minimize: (interactionId: string) => void;
  maximize: (interactionId: string) => void;
  restore: (interactionId: string) => void;
  close: (interactionId: string) => void;
  focus: (interactionId: string) => void;
}

const CONVERSING_STATES: ReadonlySet<string> = new Set(['handling', 'consulting', 'inConference']);

/**
 * The interaction window (agent-desktop §2): who and what, the conversation or the call
 * controls, transfer, wrap-up and the main actions. Opening it marks the interaction read.
 */
export function InteractionWindow(props: {
  window: DeskWindow;
  windows: readonly DeskWindow[];
  /** Copies of server history entries the hub does not hold, by interactionId. */
  records: ReadonlyMap<string, Interaction>;
  controls: WindowControls;
  focusToken: number;
}) {
  const { window: win, controls } = props;
  const { t } = useTranslation('interactions');
  const { agentId } = useDesk();
  const { interactions } = useHub();
  const id = win.interactionId;
  const entry = useSignalValue(useTopicEntry('interactions')(id));
  const conversation = useTopicValue('conversations', id);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const ix = entry?.interaction ?? props.records.get(id);
  const list: DeskList = entry?.list ?? 'history';
  const unread = entry?.unread ?? 0;
  const media = ix?.interactionMediaType;

  // looking at it reads it, in every tab (§2, the hub clears the count)
  useEffect(() => {
    if (unread > 0) void interactions.markRead(id);
  }, [unread, id, interactions]);

  // a history chat or SMS has no live conversation: fetch it (the hub keeps the last 5)
  const hasConversation = conversation !== undefined;
  useEffect(() => {
    if (list === 'history' && (media === 'CHAT' || media === 'SMS') && !hasConversation)
      void interactions.loadConversation(id);
  }, [list, media, hasConversation, id, interactions]);

  useEffect(() => {
    titleRef.current?.focus();
  }, [props.focusToken]);

  if (ix === undefined) return null;
  const name = partyLabel(ix, t);
  const status = tileStatusIcon(ix, agentId, lastRegularOriginator(conversation?.messages ?? []));
  const statusLabel = t(`status.${status}`);
  const main = mainElement(ix);
  const messaging = ix.interactionMediaType === 'CHAT' || ix.interactionMediaType === 'SMS';
  const canWrite =
    list === 'active' &&
    CONVERSING_STATES.has(ix.interactionStateId) &&
    main !== null &&
    !isElementEnded(main.elementStateId);
  const maximized = win.state === 'MAXIMIZED';

  return (
    <section
      className={`interaction-window interaction-window--${win.state.toLowerCase()}`}
      aria-labelledby={`window-title-${id}`}
      data-testid="interaction-window"
      data-interaction-id={id}
    >
      <header className="window-header">
        <MediaAvatar ix={ix} status={status} statusLabel={statusLabel} />
        <div className="window-title">
          <h2 id={`window-title-${id}`} ref={titleRef} tabIndex={-1}>
            {name}
          </h2>
          <p className="window-subtitle">
            {ix.routing.businessProcessName} · {t(`media.${ix.interactionMediaType}`)} ·{' '}
            <span data-testid="window-state">{statusLabel}</span>
          </p>
        </div>
        {list === 'active' && <ActiveTimer ix={ix} />}
        <div className="window-controls">
          <button
            type="button"
            className="icon-button"
            onClick={() => controls.minimize(id)}
            aria-label={t('window.minimize')}
            title={t('window.minimize')}
          >
            <Icon name="minimize" />
          </button>
          <button
            type="button"
            className="icon-button"
            onClick={() => (maximized ? controls.restore(id) : controls.maximize(id))}
            aria-label={maximized ? t('window.restore') : t('window.maximize')}
            title={maximized ? t('window.restore') : t('window.maximize')}
          >
            <Icon name={maximized ? 'restore' : 'maximize'} />
          </button>
          <button
            type="button"
            className="icon-button"
            onClick={() => controls.close(id)}
            aria-label={t('window.close')}
            title={t('window.close')}
          >
            <Icon name="close" />
          </button>
        </div>
      </header>
      {props.windows.length > 1 && (
        <WindowTabs
          windows={props.windows}
          focused={id}
          onFocus={controls.focus}
          records={props.records}
        />
      )}
      <div className="window-body">
        <ContactSection ix={ix} list={list} />
        {messaging && (
          <MessagingBody ix={ix} canWrite={canWrite} elementId={main?.elementId ?? null} />
        )}
        {ix.interactionMediaType === 'TELEPHONY' &&
          list === 'active' &&
          ix.interactionStateId !== 'wrapUp' && <TelephonyControls ix={ix} />}
        {ix.interactionMediaType === 'EMAIL' && <EmailPanel ix={ix} list={list} />}
        {list === 'pending' && <ConsultPanel ix={ix} />}
        {list === 'active' &&
          (ix.interactionMediaType === 'TELEPHONY' || ix.interactionMediaType === 'CHAT') && (
            <TransferForm ix={ix} />
          )}
        {list === 'active' && showsWrapUpForm(ix, agentId) && <WrapUpPanel ix={ix} />}
        {list === 'history' && <InteractionDetails ix={ix} />}
      </div>
      <ActionBar ix={ix} list={list} />
    </section>
  );
}

function MessagingBody({
  ix,
  canWrite,
  elementId,
}: {
  ix: Interaction;
  canWrite: boolean;
  elementId: string | null;
}) {
  const sms = ix.interactionMediaType === 'SMS';
  return (
    <div className="messaging">
      {sms ? (
        <SmsConversation interactionId={ix.interactionId} />
      ) : (
        <ConversationPanel interactionId={ix.interactionId} earlier={[]} />
      )}
      {canWrite && elementId !== null && (
        <MessageComposer interactionId={ix.interactionId} elementId={elementId} sms={sms} />
      )}
    </div>
  );
}

/** An SMS window shows the full SMS history with the customer (at most 3000 messages, §2). */
function SmsConversation({ interactionId }: { interactionId: string }) {
  const { t } = useTranslation('interactions');
  const history = useHubRead({
    name: 'smsHistory',
    query: {
      interactionId,
      maxNumberOfMessages: String(SMS_HISTORY_MAX_MESSAGES),
      fullHistory: 'true',
    },
  }).state;
  const earlier =
    history.status === 'ready' && Array.isArray(history.value?.messages)
      ? history.value.messages
      : [];
  return (
    <>
      {history.status === 'failed' && (
        <p className="field-error">{t('errors.smsHistoryFailed', { message: history.message })}</p>
      )}
      <ConversationPanel interactionId={interactionId} earlier={earlier} />
    </>
  );
}
