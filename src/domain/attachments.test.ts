import { describe, expect, it } from 'vitest';
import {
  addAttachments,
  removeAttachment,
  validAttachmentsSize,
  validateAttachments,
  type Attachment,
} from './attachments';

const MB = 1024 * 1024;
const file = (id: string, size: number, error?: boolean): Attachment =>
  error === undefined
    ? { id, file: { name: `${id}.pdf`, size } }
    : { id, file: { name: `${id}.pdf`, size }, error };
const flags = (list: readonly Attachment[]): Array<[string, boolean | undefined]> =>
  list.map((a) => [a.id, a.error]);

describe('attachment limit', () => {
  it('attachments under 20971520 bytes in total are accepted', () => {
    expect(flags(addAttachments([], [file('a', 10 * MB), file('b', 9 * MB)]))).toEqual([
      ['a', false],
      ['b', false],
    ]);
  });
  it('the total must stay below the limit: reaching it exactly is refused', () => {
    expect(flags(addAttachments([], [file('a', 10 * MB), file('b', 10 * MB)]))).toEqual([
      ['a', false],
      ['b', true],
    ]);
    expect(flags(addAttachments([], [file('a', 20 * MB - 1)]))).toEqual([['a', false]]);
  });
  it('an added attachment that would exceed the limit is flagged, a smaller one after it still fits', () => {
    const list = addAttachments(
      [file('a', 15 * MB, false)],
      [file('big', 6 * MB), file('small', 1 * MB)],
    );
    expect(flags(list)).toEqual([
      ['a', false],
      ['big', true],
      ['small', false],
    ]);
  });
  it('errored attachments are excluded from the valid-size sum', () => {
    expect(validAttachmentsSize([file('a', 3, false), file('b', 5, true), file('c', 7)])).toBe(10);
  });
  it('a flagged attachment is unflagged when it fits in the remaining room', () => {
    const list = addAttachments([file('a', 15 * MB)], [file('b', 10 * MB)]);
    expect(flags(removeAttachment(list, 'a'))).toEqual([['b', false]]);
  });
  it('adding never evicts an attachment already accepted', () => {
    const list = validateAttachments([file('a', 1 * MB, true), file('b', 19 * MB, false)]);
    expect(flags(list)).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });
});

describe('attachments sent and shown', () => {
  it('flagged attachments are never sent', async () => {
    const { sendableAttachments, hasAttachmentErrors } = await import('./attachments');
    const list = addAttachments([file('a', 15 * MB)], [file('big', 10 * MB), file('small', 1)]);
    expect(sendableAttachments(list).map((a) => a.id)).toEqual(['a', 'small']);
    expect(hasAttachmentErrors(list)).toBe(true);
    expect(hasAttachmentErrors(removeAttachment(list, 'big'))).toBe(false);
  });
  it('attachment sizes read in B, KB and MB', async () => {
    const { formatAttachmentSize } = await import('./attachments');
    expect([512, 1536, 20 * MB, 2.5 * MB].map(formatAttachmentSize)).toEqual([
      '512 B',
      '1.5 KB',
      '20 MB',
      '2.5 MB',
    ]);
  });
  it('the room left is rounded down: 15 KB taken from 20 MB no longer reads 20 MB', async () => {
    const { formatAttachmentRoom } = await import('./attachments');
    expect(formatAttachmentRoom(20 * MB - validAttachmentsSize([file('a', 15 * 1024)]))).toBe(
      '19.98 MB',
    );
    expect(formatAttachmentRoom(20 * MB)).toBe('20 MB');
    expect(formatAttachmentRoom(2048 + 1000)).toBe('2 KB');
    expect(formatAttachmentRoom(0)).toBe('0 B');
  });
  it('extra fields of an attachment (the file itself) survive re-validation', () => {
    const withBlob = { id: 'x', file: { name: 'x.pdf', size: 3 }, blob: 'payload' };
    expect(validateAttachments([withBlob])[0]).toEqual({ ...withBlob, error: false });
  });
});
