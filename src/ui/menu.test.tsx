// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Menu, nextItemIndex } from './menu';

afterEach(cleanup);

describe('nextItemIndex', () => {
  it('wraps with the arrows, jumps with Home and End, ignores other keys', () => {
    expect(nextItemIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextItemIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextItemIndex('ArrowDown', -1, 3)).toBe(0);
    expect(nextItemIndex('Home', 2, 3)).toBe(0);
    expect(nextItemIndex('End', 0, 3)).toBe(2);
    expect(nextItemIndex('a', 0, 3)).toBeNull();
    expect(nextItemIndex('ArrowDown', -1, 0)).toBeNull();
  });
});

function Items({ onClose }: { onClose: () => void }) {
  return (
    <Menu label="Agent Ann" position={{ x: 10, y: 10 }} onClose={onClose}>
      <button type="button" role="menuitem">
        One
      </button>
      <button type="button" role="menuitem" disabled>
        Two
      </button>
      <button type="button" role="menuitemcheckbox" aria-checked={false}>
        Three
      </button>
    </Menu>
  );
}

describe('Menu', () => {
  it('focuses its first item and moves by keys past disabled items', () => {
    render(<Items onClose={() => {}} />);
    const menu = screen.getByRole('menu', { name: 'Agent Ann' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'One' }));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitemcheckbox', { name: 'Three' }));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'One' }));
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('menuitemcheckbox', { name: 'Three' }));
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'One' }));
  });

  it('closes on Escape and on a press outside, not on a press inside', () => {
    const onClose = vi.fn();
    render(<Items onClose={onClose} />);
    fireEvent.pointerDown(screen.getByRole('menuitem', { name: 'One' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('gives focus back to where it was when it closes', () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Ann
          </button>
          {open && <Items onClose={() => setOpen(false)} />}
        </>
      );
    }
    render(<Opener />);
    const ann = screen.getByRole('button', { name: 'Ann' });
    ann.focus();
    fireEvent.click(ann);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'One' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(ann);
  });
});
