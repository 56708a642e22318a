import { useTranslation } from 'react-i18next';
import type { DeskWindow } from '../../domain/desk-windows';
import type { Interaction } from '../../protocol/interaction-events';
import { useTopicEntry } from '../../hub-client/use-topic';
import { useSignalValue } from '../../hub-client/use-signal-value';
import { Icon } from './icons';
import { partyLabel } from './party-label';

/** The tab's open windows, to switch between them; a minimized one comes back when chosen. */
export function WindowTabs(props: {
  windows: readonly DeskWindow[];
  focused: string;
  onFocus: (interactionId: string) => void;
  records: ReadonlyMap<string, Interaction>;
}) {
  const { t } = useTranslation('interactions');
  return (
    <nav className="window-tabs" aria-label={t('window.open')}>
      {props.windows.map((w) => (
        <WindowTab
          key={w.interactionId}
          window={w}
          current={w.interactionId === props.focused}
          onFocus={props.onFocus}
          record={props.records.get(w.interactionId)}
        />
      ))}
    </nav>
  );
}

function WindowTab(props: {
  window: DeskWindow;
  current: boolean;
  onFocus: (interactionId: string) => void;
  record: Interaction | undefined;
}) {
  const { t } = useTranslation('interactions');
  const entry = useSignalValue(useTopicEntry('interactions')(props.window.interactionId));
  const ix = entry?.interaction ?? props.record;
  if (ix === undefined) return null;
  const name = partyLabel(ix, t);
  return (
    <button
      type="button"
      className={`window-tab${props.window.state === 'MINIMIZED' ? ' window-tab--minimized' : ''}`}
      aria-current={props.current ? 'true' : undefined}
      onClick={() => props.onFocus(props.window.interactionId)}
    >
      <Icon name={ix.interactionMediaType} size={14} />
      <span>{name}</span>
      {(entry?.unread ?? 0) > 0 && (
        <span className="unread-badge unread-badge--small">{entry?.unread}</span>
      )}
    </button>
  );
}
