import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPOSER_TYPING_IDLE_MS,
  NOT_TYPING,
  reduceComposerTyping,
  type ComposerEvent,
} from '../../domain/composer-typing';
import { useHub } from '../../hub-client/use-hub';
import { Icon } from './icons';
import { useCommand } from './use-command';

/** The reference server refuses longer messages; the field stops there so nothing typed is lost on send. */
const MESSAGE_MAX_LENGTH = 4_000;

/**
 * Writes chat or SMS messages (agent-desktop §7 message / smsmessage) with typing and
 * not-typing indications. A refused message stays in the field with the server's reason.
 */
export function MessageComposer({
  interactionId,
  elementId,
  sms,
}: {
  interactionId: string;
  elementId: string;
  sms: boolean;
}) {
  const { t } = useTranslation('interactions');
  const { interactions } = useHub();
  const { busy, run } = useCommand();
  const [text, setText] = useState('');
  const typing = useRef(NOT_TYPING);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const indicate = (event: ComposerEvent) => {
    const result = reduceComposerTyping(typing.current, event, Date.now());
    typing.current = result.state;
    if (result.send !== null)
      void interactions.send({ action: result.send, interactionId, elementId });
  };

  // leaving the conversation ends the typing indication
  useEffect(
    () => () => {
      if (idleTimer.current !== null) clearTimeout(idleTimer.current);
      if (typing.current.typing)
        void interactions.send({ action: 'notTyping', interactionId, elementId });
    },
    [interactions, interactionId, elementId],
  );

  const onChange = (value: string) => {
    setText(value);
    indicate({ kind: 'input', text: value });
    if (idleTimer.current !== null) clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => indicate({ kind: 'idle' }), COMPOSER_TYPING_IDLE_MS);
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (message === '' || busy) return;
    const ok = await run(() => interactions.sendMessage(interactionId, elementId, message, sms));
    if (!ok) return;
    setText('');
    indicate({ kind: 'sent' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line (and an IME composition is never cut short)
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form className="composer" onSubmit={(event) => void send(event)}>
      <label className="visually-hidden" htmlFor={`composer-${interactionId}`}>
        {sms ? t('composer.smsLabel') : t('composer.label')}
      </label>
      <textarea
        id={`composer-${interactionId}`}
        className="composer__input"
        value={text}
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={sms ? t('composer.smsPlaceholder') : t('composer.placeholder')}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        data-testid="composer"
      />
      <button
        type="submit"
        className="button button-primary composer__send"
        disabled={busy || text.trim() === ''}
      >
        <Icon name="send" size={16} />
        {t('composer.send')}
      </button>
    </form>
  );
}
