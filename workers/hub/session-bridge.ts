/**
 * Between the session controller and the hub: publishes the session topic, tells the
 * hub when a session starts (connect the socket) or ends (disconnect, clear live data),
 * and ends the session when the server says so over the socket.
 */
import type { LogoutReasonCode } from '../../src/protocol/hub';
import type { ServerEventPayload } from '../../src/protocol/events';
import type { HubEnvironment } from './hub-environment';
import type { HubNotice } from '../../src/protocol/hub';
import type { SessionController } from './session-types';
import { CURRENT_KEY } from './event-ingest';
import type { TopicStore } from './topic-store';

export interface SessionBridgeHooks {
  notice(notice: HubNotice): void;
  onStarted(sessionId: string): void;
  onEnded(): void;
}

const SERVER_END_REASONS: Record<
  ServerEventPayload<'session:ended'>['reason'],
  Extract<LogoutReasonCode, 'userLogout' | 'revoked' | 'sessionExpired'>
> = {
  loggedOut: 'userLogout',
  revoked: 'revoked',
  expired: 'sessionExpired',
};

export function createSessionBridge(
  env: Pick<HubEnvironment, 'createSession' | 'log'>,
  store: TopicStore<'session'>,
  hooks: SessionBridgeHooks,
  host: { inCollaborationHost(): boolean },
) {
  let controller: SessionController | null = null;
  let startedId: string | null = null;

  const session = env.createSession(
    {
      onSession(value) {
        store.set(CURRENT_KEY, value);
        const id = value.name === 'active' ? (controller?.sessionId ?? null) : null;
        if (id !== null && id !== startedId) {
          if (startedId !== null) hooks.onEnded();
          startedId = id;
          hooks.onStarted(id);
        } else if (value.name !== 'active' && startedId !== null) {
          startedId = null;
          hooks.onEnded();
        }
      },
      onNotice: (notice) => hooks.notice(notice),
    },
    host,
  );
  controller = session;
  store.set(CURRENT_KEY, session.value);

  return {
    session,
    /** `session:ended` from the server: end it here too, with the server's reason. */
    endByServer(reason: ServerEventPayload<'session:ended'>['reason']): void {
      if (session.value.name === 'loggedOut') return;
      env.log('info', `server ended the session: ${reason}`);
      session.end(SERVER_END_REASONS[reason]);
    },
  };
}
