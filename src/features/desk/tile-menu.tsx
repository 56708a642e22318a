import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isOnHold, mainElement } from '../../domain/desk-tiles';
import type { SidebarList } from '../../domain/desk-sidebar';
import type { Interaction } from '../../protocol/interaction-events';
import type { CommandResult } from '../../protocol/hub';
import { useHub } from '../../hub-client/use-hub';
import { useDesk } from './desk-context';
import { useCommand } from './use-command';

export interface TileMenuState {
  x: number;
  y: number;
  interaction: Interaction;
  list: SidebarList;
  /** Focus goes back here when the menu closes. */
  returnFocus: HTMLElement | null;
}

const LIVE_STATES: ReadonlySet<string> = new Set([
  'handling',
  'consulting',
  'inConference',
  'dialing',
]);

interface MenuItem {
  key: string;
  run: () => Promise<CommandResult<unknown>> | void;
}

/** The interaction context menu of a tile (agent-desktop §2): right-click or the context-menu key. */
export function TileMenu({ menu, onClose }: { menu: TileMenuState; onClose: () => void }) {
  const { t } = useTranslation('interactions');
  const { interactions } = useHub();
  const { openWindow, accept } = useDesk();
  const { run } = useCommand();
  const ref = useRef<HTMLDivElement>(null);
  const ix = menu.interaction;
  const id = ix.interactionId;

  const items: MenuItem[] = [];
  if (menu.list === 'pending') {
    // accepting asks first when it ends another call, and opens the window itself
    items.push(
      { key: 'accept', run: () => void accept(ix).then((ok) => ok && openWindow(id)) },
      { key: 'decline', run: () => interactions.decline(id) },
    );
  } else {
    items.push({
      key: 'open',
      run: () => openWindow(id, menu.list === 'history' ? ix : undefined),
    });
  }
  if (menu.list === 'active') {
    items.push({ key: 'markRead', run: () => void interactions.markRead(id) });
    const main = mainElement(ix);
    const holdable =
      LIVE_STATES.has(ix.interactionStateId) &&
      main !== null &&
      (ix.interactionMediaType === 'TELEPHONY' || ix.interactionMediaType === 'CHAT');
    if (holdable && isOnHold(ix))
      items.push({ key: 'resume', run: () => interactions.activate(id, main.elementId) });
    else if (holdable)
      items.push({ key: 'hold', run: () => interactions.hold(id, main.elementId) });
    if (LIVE_STATES.has(ix.interactionStateId))
      items.push({ key: 'end', run: () => interactions.end(id) });
    if (ix.interactionStateId === 'wrapUp')
      items.push({ key: 'finishWrapUp', run: () => interactions.end(id) });
  }

  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const close = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [onClose]);

  const dismiss = () => {
    onClose();
    menu.returnFocus?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [
      ...(ref.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []),
    ];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      dismiss();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      buttons[(at + step + buttons.length) % buttons.length]?.focus();
    }
  };

  const choose = async (item: MenuItem) => {
    dismiss();
    const result = item.run();
    if (result !== undefined) {
      await run(() => result);
    }
  };

  return (
    <div
      ref={ref}
      className="tile-menu"
      role="menu"
      aria-label={t('menu.label', { name: ix.crm.customerFullName || ix.routing.remoteParty })}
      style={{ left: menu.x, top: menu.y }}
      onKeyDown={onKeyDown}
      tabIndex={-1}
    >
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="menuitem"
          className="tile-menu__item"
          onClick={() => void choose(item)}
        >
          {t(`menu.${item.key}`)}
        </button>
      ))}
    </div>
  );
}
