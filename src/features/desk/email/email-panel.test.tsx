// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommandResult } from '../../../protocol/hub';
import type { Interaction } from '../../../protocol/interaction-events';
import { fakeHubConnection, type PathRequest } from '../../../hub-client/fake-hub-connection';
import { HubContext } from '../../../hub-client/hub-context';
import { initI18n } from '../../../app/i18n';
import { EmailPanel } from './email-panel';

type RequestArgs = PathRequest;
type Answer = (req: RequestArgs) => Promise<CommandResult<unknown>>;

/** The invalid-address message names the address that is wrong. */
const invalidEmail = (address: string) =>
  `“${address}” is not a valid email address. Separate several addresses with semicolons (;).`;
let nextId = 0;

/** An email interaction in handling with an incoming email (only what the panel reads is meaningful). */
function emailInteraction(): Interaction {
  nextId += 1;
  return {
    interactionId: `int-${nextId}`,
    interactionMediaType: 'EMAIL',
    interactionType: 'INCOMING_EMAIL',
    interactionStateId: 'handling',
    email: {
      interactionId: `int-${nextId}`,
      contactId: null,
      incomingEmailData: {
        from: '"Ann Lee" <ann@example.com>',
        to: 'support@example.com',
        cc: '',
        subject: 'Order 42',
        body: '<p>Where is my order?</p>',
        receivedAt: 1_700_000_000_000,
        attachments: [],
      },
      outgoingEmailData: null,
    },
  } as unknown as Interaction; // the panel reads the email record and the state; the rest of the record is not needed
}

function renderPanel(answer: Answer) {
  const request = vi.fn(answer);
  const { connection } = fakeHubConnection({}, () => ({
    answerByPath: request,
  }));
  render(
    <HubContext value={connection}>
      <EmailPanel ix={emailInteraction()} list="active" />
    </HubContext>,
  );
  const sends = () =>
    request.mock.calls.map(([req]) => req).filter((req) => req.multipart !== undefined);
  return { request, sends };
}

const signatureFails: Answer = async (req) =>
  req.path.includes('Signature')
    ? {
        ok: false,
        error: { code: 'http', status: 400, message: 'organization-id: header required' },
      }
    : { ok: true, value: {} };

async function openReply(answer: Answer = signatureFails) {
  const rendered = renderPanel(answer);
  fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
  await screen.findByTestId('email-composer');
  return rendered;
}

function pick(files: File[]) {
  const input = screen.getByTestId('email-attach');
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

/** A file that reports a size without holding the bytes. */
function fileOfSize(name: string, size: number): File {
  const file = new File(['x'], name, { type: 'application/octet-stream' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('email panel: reply draft', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => cleanup());

  it('a signature fetch failure still creates the reply draft, without a signature', async () => {
    await openReply();
    expect(screen.getByTestId<HTMLInputElement>('email-to').value).toBe('ann@example.com');
    expect(screen.getByTestId<HTMLInputElement>('email-subject').value).toBe('RE: Order 42');
    expect(screen.getByTestId('email-no-signature')).toBeTruthy();
  });

  it('a reply carries the reply signature when it loads', async () => {
    await openReply(async () => ({
      ok: true,
      value: { signature: '<p>Kind regards, <b>Alex</b></p>' },
    }));
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Add my signature' }).checked,
    ).toBe(true);
    expect(screen.getByText('Alex')).toBeTruthy();
  });
});

describe('email panel: validation and sending', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => cleanup());

  it('invalidEmail: an invalid cc is refused with a message naming the bad address, focus goes to it and nothing is sent', async () => {
    const { sends } = await openReply();
    fireEvent.change(screen.getByTestId('email-cc'), {
      target: { value: 'ok@example.com; bad@@example' },
    });
    fireEvent.click(screen.getByTestId('email-send'));
    expect(screen.getByTestId('email-cc-error').textContent).toBe(invalidEmail('bad@@example'));
    expect(document.activeElement).toBe(screen.getByTestId('email-cc'));
    expect(screen.getByTestId('email-cc').getAttribute('aria-describedby')).toContain(
      screen.getByTestId('email-cc-error').id,
    );
    expect(sends()).toEqual([]);
  });

  it('fieldIsEmpty: an empty to and subject are refused, focus on to', async () => {
    const { sends } = await openReply();
    fireEvent.change(screen.getByTestId('email-to'), { target: { value: ' ; ' } });
    fireEvent.change(screen.getByTestId('email-subject'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('email-send'));
    expect(screen.getByTestId('email-to-error').textContent).toBe('This field is required.');
    expect(screen.getByTestId('email-subject-error').textContent).toBe('This field is required.');
    expect(document.activeElement).toBe(screen.getByTestId('email-to'));
    expect(sends()).toEqual([]);
  });

  it('an error shows once the field is left, and goes when it is fixed', async () => {
    await openReply();
    const bcc = screen.getByTestId('email-bcc');
    fireEvent.change(bcc, { target: { value: 'nope' } });
    expect(screen.queryByTestId('email-bcc-error')).toBeNull();
    fireEvent.blur(bcc);
    expect(screen.getByTestId('email-bcc-error').textContent).toBe(invalidEmail('nope'));
    fireEvent.change(bcc, { target: { value: 'a@example.com; b@example.org' } });
    expect(screen.queryByTestId('email-bcc-error')).toBeNull();
  });

  it('attachments at the 20971520-byte budget are flagged, refuse the send, are never uploaded, and unflag when room frees up', async () => {
    const answers: Answer = async (req) =>
      req.multipart !== undefined ? { ok: true, value: {} } : signatureFails(req);
    const { sends } = await openReply(answers);
    pick([fileOfSize('big.bin', 15 * 1024 * 1024), fileOfSize('more.bin', 6 * 1024 * 1024)]);
    const rows = screen.getAllByTestId('composer-attachment');
    expect(rows.map((r) => r.getAttribute('data-error'))).toEqual(['false', 'true']);
    fireEvent.click(screen.getByTestId('email-send'));
    expect(screen.getByTestId('email-problem').textContent).toBe(
      'The email was not sent: remove the files over the 20 MB limit first.',
    );
    expect(sends()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove big.bin' }));
    expect(
      screen.getAllByTestId('composer-attachment').map((r) => r.getAttribute('data-error')),
    ).toEqual(['false']);
    fireEvent.click(screen.getByTestId('email-send'));
    await waitFor(() => expect(sends()).toHaveLength(1));
    const sent = sends()[0];
    expect(sent?.path).toMatch(/\/replyEmail$/);
    expect(sent?.noTimeout).toBe(true);
    expect(sent?.multipart?.files.map((f) => f.name)).toEqual(['more.bin']);
    expect(sent?.multipart?.fields).toMatchObject({
      to: 'ann@example.com',
      cc: '',
      subject: 'RE: Order 42',
    });
  });

  it('a send under way cannot be submitted twice, and shows progress', async () => {
    let finish: (answer: CommandResult<unknown>) => void = () => {};
    const pending = new Promise<CommandResult<unknown>>((resolve) => {
      finish = resolve;
    });
    const { sends } = await openReply(async (req) =>
      req.multipart !== undefined ? pending : signatureFails(req),
    );
    const send = screen.getByTestId('email-send');
    fireEvent.click(send);
    fireEvent.click(send);
    fireEvent.submit(send.closest('form') as HTMLFormElement);
    await waitFor(() =>
      expect(screen.getByTestId<HTMLButtonElement>('email-send').disabled).toBe(true),
    );
    expect(screen.getByTestId('email-send').textContent).toBe('Sending ...');
    expect(sends()).toHaveLength(1);
    await act(async () => finish({ ok: true, value: {} }));
    expect(await screen.findByText('Email sent.')).toBeTruthy();
    expect(screen.queryByTestId('email-composer')).toBeNull();
  });

  it.each([
    [413, 'The server refused the attachments: together they exceed 20 MB. Your draft is kept.'],
    [
      415,
      'The server refused an attachment: programs cannot be sent. Your draft is kept. (Attachment "x.pdf" is a Windows program)',
    ],
    [400, 'The server refused the email: cc: invalidEmail. Your draft is kept.'],
  ])('a server refusal %i is shown as a message and the draft is kept', async (status, message) => {
    const serverMessage =
      status === 415
        ? 'Attachment "x.pdf" is a Windows program'
        : status === 400
          ? 'cc: invalidEmail'
          : 'too large';
    await openReply(async (req) =>
      req.multipart !== undefined
        ? { ok: false, error: { code: 'http', status, message: serverMessage } }
        : signatureFails(req),
    );
    fireEvent.change(screen.getByTestId('email-body-input'), {
      target: { value: 'Your order ships today.' },
    });
    fireEvent.click(screen.getByTestId('email-send'));
    expect((await screen.findByTestId('email-problem')).textContent).toBe(message);
    expect(screen.getByTestId<HTMLTextAreaElement>('email-body-input').value).toBe(
      'Your order ships today.',
    );
    expect(screen.getByTestId<HTMLButtonElement>('email-send').disabled).toBe(false);
  });
});
