import { useTranslation } from 'react-i18next';
import type { ConnectionValue } from '../protocol/hub';
import { useTopicValue } from '../hub-client/use-topic';

type Tone = 'ok' | 'warn' | 'off';

function describe(connection: ConnectionValue | undefined): {
  key: string;
  attempt?: number;
  tone: Tone;
} {
  switch (connection?.name) {
    case 'connected':
      return { key: 'connection.connected', tone: 'ok' };
    case 'connecting':
      return { key: 'connection.reconnecting', attempt: connection.attempt, tone: 'warn' };
    case 'offline':
      return { key: 'connection.offline', tone: 'off' };
    case 'idle':
    case undefined:
      return { key: 'connection.idle', tone: 'off' };
  }
}

/** The socket's state as every tab sees it, announced politely when it changes. */
export function ConnectionStatus() {
  const { t } = useTranslation('common');
  const state = describe(useTopicValue('connection'));
  return (
    <p className="connection-status" aria-live="polite" aria-atomic="true">
      <span className="visually-hidden">{t('connection.label')}: </span>
      <span className={`connection-dot connection-dot-${state.tone}`} aria-hidden="true" />
      <span>{t(state.key, { attempt: state.attempt })}</span>
    </p>
  );
}
