// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

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

function show(over: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      title="Transfer this call?"
      message="Ada goes to Jamie."
      confirmLabel="Transfer"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...over}
    />,
  );
  return {
    onConfirm,
    onCancel,
    dialog: screen.getByRole('dialog', { name: 'Transfer this call?' }),
  };
}

describe('the one confirmation dialog', () => {
  it('is named by its title and described by its message; Confirm and Cancel answer', () => {
    const { dialog, onConfirm, onCancel } = show();
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Ada goes to Jamie.').id);
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("Escape cancels instead of closing the dialog behind the caller's back", () => {
    const { dialog, onCancel } = show();
    const escape = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows a warning banner and further content; Confirm waits while busy; a danger tone for what cannot be undone', () => {
    show({
      warning: 'The other call ends.',
      children: (
        <ul>
          <li>Bob</li>
        </ul>
      ),
      busy: true,
      tone: 'danger',
    });
    expect(screen.getByRole('note').textContent).toBe('The other call ends.');
    expect(screen.getByRole('listitem').textContent).toBe('Bob');
    const confirm = screen.getByRole('button', { name: 'Transfer' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(confirm.className).toContain('button-danger');
  });
});
