// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import { fakeHubConnection } from '../../hub-client/fake-hub-connection';
import { HubContext } from '../../hub-client/hub-context';
import type { CommandResult } from '../../protocol/hub';
import type { InteractionCommand } from '../../protocol/interaction-commands';
import type { Interaction } from '../../protocol/interaction-events';
import { CallbackDialog } from './callback-dialog';
import { DeskContext } from './desk-context';

beforeAll(async () => {
  await initI18n();
  // jsdom knows <dialog> but not its modal methods: open it as the browser would
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(cleanup);

/** A call in handling: only what the dialog reads is meaningful. */
const call = {
  interactionId: 'ix-7',
  interactionType: 'INCOMING_TELEPHONY',
  interactionStateId: 'handling',
  routing: { businessProcessId: 'bp-6', remoteParty: '+1 312 555 0101' },
  crm: { contactId: 'contact-3', customerFullName: 'Ann Lee' },
} as unknown as Interaction;

function show(answer: CommandResult<unknown>) {
  const sent = vi.fn(async (_command: InteractionCommand) => answer);
  const { connection } = fakeHubConnection({}, () => ({
    interactionCommand: sent as never,
  }));
  const notify = vi.fn();
  const onClose = vi.fn();
  render(
    <HubContext value={connection}>
      <DeskContext value={{ agentId: 'agent-1', openWindow: vi.fn(), notify, accept: vi.fn() }}>
        <CallbackDialog ix={call} onClose={onClose} />
      </DeskContext>
    </HubContext>,
  );
  return { sent, notify, onClose };
}

const ahead = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

function enterMoment() {
  fireEvent.change(screen.getByLabelText('Day'), { target: { value: ahead } });
  // four digits settle the field at once
  fireEvent.change(screen.getByLabelText('Time'), { target: { value: '1030' } });
}

describe('the callback dialog', () => {
  it("offers the caller's number and sends the schedule with the call and its contact", async () => {
    const { sent, notify, onClose } = show({ ok: true, value: { callbackId: 'callback-1' } });
    expect(screen.getByLabelText('Number to call')).toHaveProperty('value', '+13125550101');
    enterMoment();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveBeenCalledWith({
      action: 'scheduleCallback',
      schedule: expect.objectContaining({
        businessProcessId: 'bp-6',
        phoneNumber: '+13125550101',
        contactId: 'contact-3',
        interactionId: 'ix-7',
        scheduledTime: expect.any(Number),
      }),
    });
    expect(notify).toHaveBeenCalledWith(
      expect.stringMatching(/^Callback to \+13125550101 scheduled for .*10:30/),
    );
  });

  it("shows the server's refusal in the dialog and keeps everything entered", async () => {
    const { sent, notify, onClose } = show({
      ok: false,
      error: { code: 'http', status: 404, message: 'Contact contact-3 not found' },
    });
    enterMoment();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'After lunch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Not done: Contact contact-3 not found',
    );
    expect(sent).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Day')).toHaveProperty('value', ahead);
    expect(screen.getByLabelText('Time')).toHaveProperty('value', '10:30');
    expect(screen.getByLabelText('Note')).toHaveProperty('value', 'After lunch');
  });

  it('sends nothing while the entry is refused', () => {
    const { sent } = show({ ok: true, value: {} });
    fireEvent.change(screen.getByLabelText('Number to call'), { target: { value: '' } });
    enterMoment();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the number to call back.');
    expect(sent).not.toHaveBeenCalled();
  });
});
