import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { telephonyEndedByAccepting, type DeskInteraction } from '../../domain/desk-interactions';
import type { Interaction } from '../../protocol/interaction-events';
import { useHubConnection } from '../../hub-client/hub-context';
import { useHub } from '../../hub-client/use-hub';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EndedCallsList } from '../../ui/ended-calls-list';

interface Asking {
  offer: Interaction;
  ended: Interaction[];
  resolve: (accepted: boolean) => void;
}

/**
 * Accepting an offer, with the confirmation agent-desktop §4 calls for: a new telephony
 * interaction ends any other active call, so the agent is told which and asked first. The
 * server ends them into wrap-up; every tab follows its events. One dialog for the desk, so
 * it outlives the tile or menu it was asked from.
 */
export function useAcceptGuard(notify: (message: string) => void): {
  accept: (offer: Interaction) => Promise<boolean>;
  dialog: ReactNode;
} {
  const { t } = useTranslation('interactions');
  const { interactions } = useHub();
  const { store } = useHubConnection();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);

  const send = useCallback(
    async (offer: Interaction): Promise<boolean> => {
      try {
        const result = await interactions.accept(offer.interactionId);
        if (!result.ok)
          notify(t('errors.refused', { message: result.error.message ?? result.error.code }));
        return result.ok;
      } catch (error) {
        notify(
          t('errors.refused', { message: error instanceof Error ? error.message : String(error) }),
        );
        return false;
      }
    },
    [interactions, notify, t],
  );

  const accept = useCallback(
    (offer: Interaction): Promise<boolean> => {
      // read at the click: the desk's interactions as this tab holds them now
      const current = new Map<string, DeskInteraction<Interaction>>();
      for (const key of store.keys('interactions').peek()) {
        const entry = store.peek('interactions', key);
        if (entry !== undefined) current.set(key, entry);
      }
      const ended = telephonyEndedByAccepting(current, offer);
      if (ended.length === 0) return send(offer);
      return new Promise<boolean>((resolve) => setAsking({ offer, ended, resolve }));
    },
    [send, store],
  );

  const close = (accepted: boolean) => {
    asking?.resolve(accepted);
    setAsking(null);
  };
  const confirm = async () => {
    if (asking === null) return;
    setBusy(true);
    const accepted = await send(asking.offer);
    setBusy(false);
    close(accepted);
  };

  const dialog =
    asking === null ? null : (
      <ConfirmDialog
        title={t('acceptEnds.title')}
        warning={t('acceptEnds.warning', { count: asking.ended.length })}
        message={t('acceptEnds.message', {
          count: asking.ended.length,
          caller: asking.offer.crm.customerFullName || asking.offer.routing.origin,
        })}
        confirmLabel={t('acceptEnds.confirm', { count: asking.ended.length })}
        cancelLabel={t('confirm.cancel')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => close(false)}
      >
        <EndedCallsList ended={asking.ended} testId="accept-ends-calls" />
      </ConfirmDialog>
    );
  return { accept, dialog };
}
