import { describe, expect, it } from 'vitest';
import { buildTranscript, transcriptFileName, type TranscriptLabels } from './transcript';

const labels: TranscriptLabels = {
  from: 'From',
  to: 'To',
  cc: 'Cc',
  subject: 'Subject',
  date: 'Date',
  noMessages: 'No messages',
  none: 'none',
};
const zone = 'America/New_York';
// 2026-03-02 14:05 UTC = 09:05 in New York (EST)
const at = Date.UTC(2026, 2, 2, 14, 5);

describe('transcript export', () => {
  it('a chat transcript starts with the CHAT heading and lists messages with MM/DD/YYYY h:mm a time in the app zone and originator', () => {
    const text = buildTranscript(
      {
        kind: 'conversation',
        media: 'CHAT',
        messages: [
          { timestamp: at + 60_000, originator: 'Agent Smith', text: 'Hello Ann' },
          { timestamp: at, originator: 'Ann', text: 'Hi' },
        ],
      },
      labels,
      zone,
    );
    expect(text.split('\r\n')).toEqual([
      'CHAT',
      '',
      '03/02/2026 9:05 am - Ann: Hi',
      '03/02/2026 9:06 am - Agent Smith: Hello Ann',
      '',
    ]);
  });

  it('an SMS transcript has the SMS heading; multi-line messages keep their lines indented', () => {
    const text = buildTranscript(
      {
        kind: 'conversation',
        media: 'SMS',
        messages: [{ timestamp: at, originator: 'Bob', text: 'one\ntwo' }],
      },
      labels,
      zone,
    );
    expect(text.split('\r\n')).toEqual(['SMS', '', '03/02/2026 9:05 am - Bob: one', '    two', '']);
  });

  it('an email transcript has INCOMING EMAIL and OUT. EXTERNAL MAIL sections', () => {
    const text = buildTranscript(
      {
        kind: 'email',
        incoming: {
          from: 'ann@example.com',
          to: 'desk@example.com',
          cc: '',
          subject: 'Order',
          at,
          body: 'Where is it?',
        },
        outgoing: {
          from: 'desk@example.com',
          to: 'ann@example.com',
          cc: 'boss@example.com',
          subject: 'RE: Order',
          at: null,
          body: 'On its way',
        },
      },
      labels,
      zone,
    );
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('INCOMING EMAIL');
    expect(lines).toContain('Date: 03/02/2026 9:05 am');
    expect(lines).not.toContain('Cc: ');
    const out = lines.indexOf('OUT. EXTERNAL MAIL');
    expect(out).toBeGreaterThan(0);
    expect(lines.slice(out)).toEqual([
      'OUT. EXTERNAL MAIL',
      'From: desk@example.com',
      'To: ann@example.com',
      'Cc: boss@example.com',
      'Subject: RE: Order',
      'Date: none',
      '',
      'On its way',
      '',
    ]);
  });

  it('an empty conversation says so rather than giving an empty file', () => {
    expect(
      buildTranscript({ kind: 'conversation', media: 'CHAT', messages: [] }, labels, zone),
    ).toBe('CHAT\r\n\r\nNo messages\r\n');
  });

  it('file names are .txt, with characters unsafe in file names replaced', () => {
    expect(transcriptFileName('CHAT', 'ix-42')).toBe('transcript-chat-ix-42.txt');
    expect(transcriptFileName('SMS', '../a b')).toBe('transcript-sms-.._a_b.txt');
  });
});
