import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_HEADER } from '../src/protocol/api';
import { createTestHub, settle, type TestHub } from './hub-support';

let t: TestHub;

beforeEach(async () => {
  vi.useFakeTimers();
  t = createTestHub();
  t.session.activate();
  t.sockets.at(-1)!.signal({ type: 'connected' });
  await settle();
});

afterEach(() => {
  t.hub.dispose();
  vi.useRealTimers();
});

describe('requests a tab sends through the hub', () => {
  it('email signature calls carry the organization id of the stored session (agent-desktop §6)', async () => {
    await t.hub.call('emailReplySignature', {
      params: { id: 'int-1' },
      query: { email: 'a@b.example' },
    });
    await t.hub.call('emailSignature', { params: { id: 'int-1' } });
    await t.hub.call('conversation', { params: { id: 'int-1' } });
    const [reply, fresh, other] = t.session.requests.slice(-3);
    expect(reply?.extraHeaders).toEqual({ [ORGANIZATION_HEADER]: 'org1' });
    expect(fresh?.extraHeaders).toEqual({ [ORGANIZATION_HEADER]: 'org1' });
    expect(other?.extraHeaders).toBeUndefined();
  });

  it('a multipart body crosses as fields and files and reaches the session as one form, files under "files"', async () => {
    const file = new File(['hello'], 'note.txt', { type: 'text/plain' });
    await t.hub.call('replyEmail', {
      params: { id: 'int-1' },
      multipart: { fields: { to: 'a@b.example', subject: 'RE: x' }, files: [file] },
      noTimeout: true,
    });
    const sent = t.session.requests.at(-1);
    expect(sent?.noTimeout).toBe(true);
    expect(sent?.form?.get('to')).toBe('a@b.example');
    expect(sent?.form?.get('subject')).toBe('RE: x');
    const files = sent?.form?.getAll('files') ?? [];
    expect(files).toHaveLength(1);
    expect((files[0] as File).name).toBe('note.txt');
    expect(sent && 'multipart' in sent).toBe(false);
  });
});
