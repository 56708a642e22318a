import { describe, expect, it } from 'vitest';
import { validateEmailForm } from './email-form';
import {
  composeEmailBody,
  createReplyDraft,
  draftFromRecord,
  firstInvalidField,
  plainTextToHtml,
  sendRefusalKind,
} from './email-draft';

const incoming = {
  from: '"Ann Lee" <ann@example.com>, Bob <bob@example.org>',
  subject: 'Order 42',
};

describe('reply draft', () => {
  it('a reply subject is "RE: " + the original', () => {
    expect(createReplyDraft(incoming, { ok: false }).subject).toBe('RE: Order 42');
  });
  it('a reply subject already starting with RE: is not doubled', () => {
    expect(createReplyDraft({ ...incoming, subject: 're: Order 42' }, { ok: false }).subject).toBe(
      're: Order 42',
    );
  });
  it('a reply goes to the sender addresses normalised with "; "', () => {
    expect(createReplyDraft(incoming, { ok: false }).to).toBe('ann@example.com; bob@example.org');
  });
  it('a reply carries the reply signature when its fetch worked', () => {
    expect(
      createReplyDraft(incoming, { ok: true, signature: '<p>Kind regards</p>' }).signature,
    ).toBe('<p>Kind regards</p>');
  });
  it('a signature fetch failure still creates the draft, without a signature', () => {
    expect(createReplyDraft(incoming, { ok: false })).toEqual({
      to: 'ann@example.com; bob@example.org',
      cc: '',
      bcc: '',
      subject: 'RE: Order 42',
      body: '',
      signature: '',
      signatureIndex: 0,
    });
  });
  it('a reply draft is valid as created (to and subject filled)', () => {
    expect(validateEmailForm(createReplyDraft(incoming, { ok: false })).valid).toBe(true);
  });
});

describe('signature index floor 0', () => {
  it('a draft record with a signature index below 0 starts at 0', () => {
    const draft = draftFromRecord({
      to: '',
      cc: '',
      bcc: '',
      subject: 'Hi',
      signature: '<p>S</p>',
      signatureIndex: -4,
    });
    expect(draft.signatureIndex).toBe(0);
  });
  it('the signature goes at its index in the body; below 0 it goes first', () => {
    expect(composeEmailBody('Hello', '<p>S</p>', -1)).toBe('<p>S</p><p>Hello</p>');
    expect(composeEmailBody('Hello', '<p>S</p>', 5)).toBe('<p>Hello</p><p>S</p>');
  });
  it('a signature index past the end of the text puts the signature last', () => {
    expect(composeEmailBody('Hi', '<p>S</p>', 99)).toBe('<p>Hi</p><p>S</p>');
  });
  it('without a signature the body is the text alone', () => {
    expect(composeEmailBody('Hi', '', 0)).toBe('<p>Hi</p>');
  });
});

describe('body as HTML', () => {
  it('the agent text is escaped: typed markup stays text', () => {
    expect(plainTextToHtml('<b>x</b> & "y"')).toBe(
      '<p>&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;</p>',
    );
  });
  it('blank lines make paragraphs, single line breaks become <br>', () => {
    expect(plainTextToHtml('a\nb\n\nc')).toBe('<p>a<br>b</p><p>c</p>');
  });
});

describe('composer errors and sending', () => {
  it('focus goes to the first invalid field in screen order', () => {
    const { errors } = validateEmailForm({
      to: 'a@b.co',
      cc: 'bad@@example',
      bcc: 'x',
      subject: '',
    });
    expect(firstInvalidField(errors)).toBe('cc');
    expect(
      firstInvalidField(validateEmailForm({ to: 'a@b.co', cc: '', bcc: '', subject: 's' }).errors),
    ).toBeNull();
  });
  it('the server refusals 413, 415 and 400 have their own messages', () => {
    expect([413, 415, 400, 500, undefined].map(sendRefusalKind)).toEqual([
      'tooLarge',
      'programAttached',
      'invalid',
      'other',
      'other',
    ]);
  });
});
