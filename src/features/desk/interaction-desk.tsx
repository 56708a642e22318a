import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './interactions.css';
import {
  closeWindows,
  focusedWindow,
  maximizeWindow,
  minimizeWindow,
  NO_WINDOWS,
  openWindow,
  restoreWindow,
  type DeskWindows,
} from '../../domain/desk-windows';
import type { Interaction } from '../../protocol/interaction-events';
import { useTopicEntry } from '../../hub-client/use-topic';
import { useSignalValue } from '../../hub-client/use-signal-value';
import { useOpenInteractionRequests } from '../../ui/open-interaction';
import { Snackbar } from '../../ui/snackbar';
import { DeskContext, type DeskActions } from './desk-context';
import { DeskAlerts } from './notifications/desk-alerts';
import { DeskAlertsBar } from './notifications/desk-alerts-bar';
import { InteractionSidebar } from './interaction-sidebar';
import { InteractionWindow, type WindowControls } from './interaction-window';
import { useAcceptGuard } from './use-accept-guard';

/** How long an interaction may be missing from the topic before its window closes (a resync refills it). */
const VANISH_GRACE_MS = 1_500;
/** A refused command's message stays this long: long enough to read a sentence from the server. */
const NOTICE_VISIBLE_MS = 8_000;

/**
 * The agent's interaction desk: the sidebar beside the routed content and the focused
 * interaction window (agent-desktop §2). Windows belong to this tab; the interactions they
 * show are the hub's, the same in every tab.
 */
export function InteractionDesk({ agentId }: { agentId: string }) {
  const { t } = useTranslation('interactions');
  const [windows, setWindows] = useState<DeskWindows>(NO_WINDOWS);
  // copies of history entries fetched from the server, for windows the hub cannot feed
  const [records, setRecords] = useState<ReadonlyMap<string, Interaction>>(new Map());
  const [notice, setNotice] = useState<{ id: number; message: string } | null>(null);
  const [focusToken, setFocusToken] = useState(0);

  const notify = useCallback(
    (message: string) => setNotice((before) => ({ id: (before?.id ?? 0) + 1, message })),
    [],
  );
  const acceptGuard = useAcceptGuard(notify);
  const accept = acceptGuard.accept;
  const actions = useMemo<DeskActions>(
    () => ({
      agentId,
      openWindow: (interactionId, record) => {
        if (record !== undefined)
          setRecords((before) => new Map(before).set(interactionId, record));
        setWindows((before) => openWindow(before, interactionId));
        setFocusToken((n) => n + 1);
      },
      notify,
      accept,
    }),
    [agentId, notify, accept],
  );

  const openRequested = useCallback(
    (interactionId: string) => actions.openWindow(interactionId),
    [actions],
  );
  useOpenInteractionRequests(openRequested);

  const close = useCallback(
    (interactionId: string) => setWindows((before) => closeWindows(before, [interactionId])),
    [],
  );
  const controls: WindowControls = {
    minimize: (id) => setWindows((before) => minimizeWindow(before, id)),
    maximize: (id) => setWindows((before) => maximizeWindow(before, id)),
    restore: (id) => setWindows((before) => restoreWindow(before, id)),
    close,
    focus: (id) => setWindows((before) => openWindow(before, id)),
  };
  const focused = focusedWindow(windows);
  const dismissNotice = useCallback(() => setNotice(null), []);

  return (
    <DeskContext value={actions}>
      <div
        className={`interaction-desk${focused?.state === 'MAXIMIZED' ? ' interaction-desk--maximized' : ''}`}
      >
        <div className="desk-column">
          <DeskAlertsBar />
          <InteractionSidebar />
        </div>
        {windows.windows.map((w) => (
          <WindowWatcher
            key={w.interactionId}
            interactionId={w.interactionId}
            hasRecord={records.has(w.interactionId)}
            onGone={close}
          />
        ))}
        {focused !== null && (
          <InteractionWindow
            key={focused.interactionId}
            window={focused}
            windows={windows.windows}
            records={records}
            controls={controls}
            focusToken={focusToken}
          />
        )}
      </div>
      <DeskAlerts />
      {acceptGuard.dialog}
      {notice !== null && (
        <div className="snackbar-region" role="alert">
          <Snackbar
            key={notice.id}
            message={notice.message}
            dismissLabel={t('dismiss')}
            visibleMs={NOTICE_VISIBLE_MS}
            onClose={dismissNotice}
          />
        </div>
      )}
    </DeskContext>
  );
}

/**
 * Closes a window when its interaction leaves the agent or moves to history (agent-desktop §4);
 * a window opened on a history entry stays.
 */
function WindowWatcher({
  interactionId,
  hasRecord,
  onGone,
}: {
  interactionId: string;
  hasRecord: boolean;
  onGone: (id: string) => void;
}) {
  const entry = useSignalValue(useTopicEntry('interactions')(interactionId));
  const list = entry?.list;
  const seen = useRef(list);
  useEffect(() => {
    const before = seen.current;
    seen.current = list;
    const wasLive = before === 'pending' || before === 'active';
    if (wasLive && list === 'history') {
      onGone(interactionId);
      return;
    }
    if (list !== undefined || (!wasLive && hasRecord)) return;
    // gone from the topic: wait out a resync (the tab's copy is replaced after a reconnect or a
    // hub restart) before closing, so a window does not vanish while its interaction is live
    const timer = setTimeout(() => onGone(interactionId), VANISH_GRACE_MS);
    return () => clearTimeout(timer);
  }, [list, hasRecord, interactionId, onGone]);
  return null;
}
