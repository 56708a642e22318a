import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Portal } from './portal';

const ITEMS = '[role="menuitem"], [role="menuitemcheckbox"], [role="menuitemradio"]';

/** The items a keyboard can reach, in document order: disabled ones are skipped. */
function reachableItems(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>(ITEMS)].filter(
    (item) => !(item instanceof HTMLButtonElement && item.disabled),
  );
}

/** Where focus goes for a key, or null when the key is not the menu's. */
export function nextItemIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * A pop-up menu at a point (a right-click menu): role="menu" whose children are items with
 * role="menuitem" (or …checkbox/…radio). It stays on screen as it grows, focuses its first
 * item, moves with the arrow keys, Home and End, closes on Escape or a pointer press
 * outside, and gives focus back to where it was when it goes.
 */
export function Menu(props: {
  label: string;
  position: { x: number; y: number };
  onClose: () => void;
  /** Changes that resize the menu (an opened submenu, a list that arrived). */
  layoutKey?: unknown;
  className?: string | undefined;
  children: ReactNode;
}) {
  const { onClose, position, layoutKey } = props;
  const menuRef = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState(position);
  // read at the first render, before the menu takes the focus
  const [opener] = useState(() => document.activeElement);

  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const { width, height } = menu.getBoundingClientRect();
    const x = Math.max(8, Math.min(position.x, window.innerWidth - width - 8));
    const y = Math.max(8, Math.min(position.y, window.innerHeight - height - 8));
    if (x !== place.x || y !== place.y) setPlace({ x, y });
  }, [position.x, position.y, place.x, place.y, layoutKey]);

  useEffect(() => {
    const menu = menuRef.current;
    if (menu) reachableItems(menu)[0]?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    const onPointer = (e: PointerEvent) => {
      if (menuRef.current && !menuRef.current.contains(e.target as Node)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);

  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    },
    [opener],
  );

  return (
    <Portal>
      <div
        ref={menuRef}
        role="menu"
        // focus sits on an item; the menu itself is reachable only by script
        tabIndex={-1}
        aria-label={props.label}
        className={props.className}
        style={{ left: place.x, top: place.y }}
        onKeyDown={(e) => {
          const menu = menuRef.current;
          if (!menu) return;
          const items = reachableItems(menu);
          const next = nextItemIndex(
            e.key,
            items.indexOf(document.activeElement as HTMLElement),
            items.length,
          );
          if (next === null) return;
          e.preventDefault();
          items[next]?.focus();
        }}
      >
        {props.children}
      </div>
    </Portal>
  );
}
