import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { telephonyEndedByCalling, type DeskInteraction } from '../domain/desk-interactions';
import type { Interaction } from '../protocol/interaction-events';
import { useHubConnection } from '../hub-client/hub-context';
import { ConfirmDialog } from './confirm-dialog';
import { EndedCallsList } from './ended-calls-list';

interface Asking {
  destination: string;
  ended: Interaction[];
  resolve: (go: boolean) => void;
}

/**
 * Before a call the agent starts (the dial pad, a contact's Call): a new telephony
 * interaction ends any other active call (agent-desktop §4), so the agent is told which and
 * asked first; the server ends them into wrap-up. Answers whether to go ahead, at once when
 * no call is on the line.
 */
export function useNewCallGuard(): {
  confirmNewCall: (destination: string) => Promise<boolean>;
  dialog: ReactNode;
} {
  const { t } = useTranslation('interactions');
  const { store } = useHubConnection();
  const [asking, setAsking] = useState<Asking | null>(null);

  const confirmNewCall = useCallback(
    (destination: string): Promise<boolean> => {
      // read at the click: the desk's interactions as this tab holds them now
      const current = new Map<string, DeskInteraction<Interaction>>();
      for (const key of store.keys('interactions').peek()) {
        const entry = store.peek('interactions', key);
        if (entry !== undefined) current.set(key, entry);
      }
      const ended = telephonyEndedByCalling(current);
      if (ended.length === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => setAsking({ destination, ended, resolve }));
    },
    [store],
  );

  const answer = (go: boolean) => {
    asking?.resolve(go);
    setAsking(null);
  };

  const dialog =
    asking === null ? null : (
      <ConfirmDialog
        title={t('dialEnds.title')}
        warning={t('acceptEnds.warning', { count: asking.ended.length })}
        message={t('dialEnds.message', {
          count: asking.ended.length,
          destination: asking.destination,
        })}
        confirmLabel={t('dialEnds.confirm', { count: asking.ended.length })}
        cancelLabel={t('confirm.cancel')}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      >
        <EndedCallsList ended={asking.ended} testId="dial-ends-calls" />
      </ConfirmDialog>
    );
  return { confirmNewCall, dialog };
}
