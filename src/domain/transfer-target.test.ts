import { describe, expect, it } from 'vitest';
import {
  externalTransferUri,
  findDirectoryAgent,
  parseTransferTarget,
  suggestTransferAgents,
  type DirectoryAgent,
} from './transfer-target';

const DIRECTORY: DirectoryAgent[] = [
  { id: 'user-1', name: 'Alex Morgan', username: 'agent', email: 'alex.morgan@northwind.example' },
  {
    id: 'user-2',
    name: 'Jamie Rivera',
    username: 'agent2',
    email: 'jamie.rivera@northwind.example',
  },
  { id: 'user-3', name: 'Sam Patel', username: 'supervisor', email: 'sam.patel@northwind.example' },
];
const parse = (input: string) => parseTransferTarget(input, DIRECTORY, 'user-1');

describe('consult and transfer targets', () => {
  it('an empty target is refused as empty', () => {
    expect(parse('   ')).toEqual({ ok: false, error: 'empty' });
  });
  it('text that is no number, SIP address or name is invalid ("not a number!!")', () => {
    expect(parse('not a number!!')).toEqual({ ok: false, error: 'invalid' });
    expect(parse('12')).toEqual({ ok: false, error: 'invalid' });
    expect(parse('sip:@pbx')).toEqual({ ok: false, error: 'invalid' });
    expect(parse('+1 415 555 0100 ext')).toEqual({ ok: false, error: 'invalid' });
  });
  it('a phone number is sent without separators', () => {
    expect(parse(' +32 (2) 555-01.00 ')).toEqual({
      ok: true,
      target: { kind: 'phone', uri: '+3225550100' },
    });
  });
  it('a SIP address is sent with its scheme and a lower-case host, with or without sip: typed', () => {
    expect(parse('sip:desk-7@PBX.Example.com')).toEqual({
      ok: true,
      target: { kind: 'sip', uri: 'sip:desk-7@pbx.example.com' },
    });
    expect(parse('desk-7@pbx.example.com:5061')).toEqual({
      ok: true,
      target: { kind: 'sip', uri: 'sip:desk-7@pbx.example.com:5061' },
    });
    expect(parse('sips:desk@10.0.0.7')).toEqual({
      ok: true,
      target: { kind: 'sip', uri: 'sips:desk@10.0.0.7' },
    });
    expect(externalTransferUri('sip:desk@pbx:70000')).toBeNull();
  });
  it('an agent of the directory is found by name, login, id or e-mail, in any case', () => {
    const jamie = {
      ok: true,
      target: { kind: 'agent', uri: 'user-2', agentId: 'user-2', name: 'Jamie Rivera' },
    };
    for (const typed of [
      'Jamie Rivera',
      'jamie rivera',
      'agent2',
      'user-2',
      'agent:user-2',
      'sip:agent2@pbx',
      'jamie.rivera@northwind.example',
    ]) {
      expect(parse(typed), typed).toEqual(jamie);
    }
  });
  it('the agent themself is refused', () => {
    expect(parse('Alex Morgan')).toEqual({ ok: false, error: 'self' });
  });
  it('a name that matches nobody is an unknown agent', () => {
    expect(parse('Jamie Riviera')).toEqual({ ok: false, error: 'unknownAgent' });
    expect(findDirectoryAgent('', DIRECTORY)).toBeNull();
  });
});

describe('agent suggestions', () => {
  it('agents whose name, login or e-mail contains the text, word starts first, never the agent themself', () => {
    expect(suggestTransferAgents('ri', DIRECTORY, 'user-1').map((a) => a.id)).toEqual(['user-2']);
    expect(suggestTransferAgents('a', DIRECTORY, 'user-1').map((a) => a.id)).toEqual([
      'user-2',
      'user-3',
    ]);
    expect(suggestTransferAgents('pat', DIRECTORY, 'user-1').map((a) => a.id)).toEqual(['user-3']);
  });
  it('nothing for an empty text or a number', () => {
    expect(suggestTransferAgents('', DIRECTORY, 'user-1')).toEqual([]);
    expect(suggestTransferAgents('+32 2', DIRECTORY, 'user-1')).toEqual([]);
  });
});
