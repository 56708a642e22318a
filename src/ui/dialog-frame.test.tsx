// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DialogFrame } from './dialog-frame';

beforeAll(() => {
  // jsdom knows <dialog> but not its modal methods: open it as the browser would
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(cleanup);

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <DialogFrame title="Delete theme" onClose={() => setOpen(false)}>
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </DialogFrame>
      )}
    </>
  );
}

describe('DialogFrame', () => {
  it('opens modal, named by its title', () => {
    render(
      <DialogFrame title="Options" onClose={() => {}}>
        <p>body</p>
      </DialogFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Options' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Options' })).toBeTruthy();
  });

  it('is named by the heading of its content when given labelledBy', () => {
    render(
      <DialogFrame labelledBy="own-title" onClose={() => {}}>
        <h2 id="own-title">Contacts</h2>
      </DialogFrame>,
    );
    expect(screen.getByRole('dialog', { name: 'Contacts' })).toBeTruthy();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('reports Escape (the cancel event) to onClose and stays open until told', () => {
    const onClose = vi.fn();
    render(
      <DialogFrame title="Options" onClose={onClose}>
        <p>body</p>
      </DialogFrame>,
    );
    const dialog = screen.getByRole('dialog');
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('gives focus back to the control that opened it', () => {
    render(<Opener />);
    const open = screen.getByRole('button', { name: 'Open' });
    open.focus();
    fireEvent.click(open);
    screen.getByRole('button', { name: 'Cancel' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });
});
