/**
 * Targets of a consult or transfer (agent-desktop §7 `PUT {id}/consult`, `{id}/transfer`:
 * a uri). A desk takes three kinds: a phone number, a SIP address, or an agent of the
 * directory. Anything else is refused with the reason, before a call is moved anywhere.
 * The server applies the same rule to what reaches it.
 */
import { validateDialNumber } from './dial-number';

/** An agent (or supervisor) of the organisation's directory. */
export interface DirectoryAgent {
  id: string;
  name: string;
  username?: string | undefined;
  email?: string | undefined;
}

export type TransferTarget =
  | { kind: 'agent'; uri: string; agentId: string; name: string }
  | { kind: 'phone'; uri: string }
  | { kind: 'sip'; uri: string };

export type TransferTargetError = 'empty' | 'self' | 'unknownAgent' | 'invalid';

export type TransferTargetResult =
  { ok: true; target: TransferTarget } | { ok: false; error: TransferTargetError };

/** Longest target the desk and the server take (a SIP address with a long host). */
export const TRANSFER_TARGET_MAX_LENGTH = 256;

/** sip: or sips: (optional), a user part, @, a host name or IPv4 address, an optional port. */
const SIP_ADDRESS =
  /^(?:sips?:)?([A-Za-z0-9._~+!$&'*=-]{1,64})@((?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)(?::([0-9]{1,5}))?$/;
/** Something meant as a person's name or login (letters, digits, spaces and name punctuation, no @ or :). */
const NAME_LIKE = /^[\p{L}\p{N}][\p{L}\p{N} .'_-]*$/u;

const fold = (text: string): string => text.trim().toLocaleLowerCase();

/** The agent a typed text names: id, login, display name or e-mail address (any case), or agent:/sip: forms of them. */
export function findDirectoryAgent(
  input: string,
  directory: readonly DirectoryAgent[],
): DirectoryAgent | null {
  const text = fold(input);
  if (text === '') return null;
  const bare = text.replace(/^(?:agent|user|sips?):/, '');
  const user = bare.includes('@') ? bare.slice(0, bare.indexOf('@')) : bare;
  for (const agent of directory) {
    const names = [agent.id, agent.name, agent.username ?? '', agent.email ?? '']
      .map(fold)
      .filter((n) => n !== '');
    if (names.includes(text) || names.includes(bare) || (bare !== user && names.includes(user)))
      return agent;
  }
  return null;
}

/** A phone number or SIP address as the uri to send, or null when it is neither. */
export function externalTransferUri(input: string): TransferTarget | null {
  const text = input.trim();
  if (text.length > TRANSFER_TARGET_MAX_LENGTH) return null;
  const phone = validateDialNumber(text);
  if (phone.ok) return { kind: 'phone', uri: phone.number };
  const sip = SIP_ADDRESS.exec(text);
  if (sip === null) return null;
  const port = sip[3];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return null;
  const scheme = /^sips:/i.test(text) ? 'sips' : 'sip';
  return {
    kind: 'sip',
    uri: `${scheme}:${sip[1] ?? ''}@${(sip[2] ?? '').toLowerCase()}${port === undefined ? '' : `:${port}`}`,
  };
}

/**
 * Checks a typed consult or transfer target: an agent of the directory (not the agent
 * themself), else a phone number, else a SIP address. A bare name that matches nobody is an
 * unknown agent (the desk offers suggestions); anything else is invalid.
 */
export function parseTransferTarget(
  input: string,
  directory: readonly DirectoryAgent[],
  selfId: string,
): TransferTargetResult {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'empty' };
  const agent = findDirectoryAgent(text, directory);
  if (agent !== null) {
    if (agent.id === selfId) return { ok: false, error: 'self' };
    return {
      ok: true,
      target: { kind: 'agent', uri: agent.id, agentId: agent.id, name: agent.name },
    };
  }
  const external = externalTransferUri(text);
  if (external !== null) return { ok: true, target: external };
  return {
    ok: false,
    error: NAME_LIKE.test(text) && !/^[+0-9\s\-.()/]+$/.test(text) ? 'unknownAgent' : 'invalid',
  };
}

/** How many agents the suggestion list shows. */
export const TRANSFER_SUGGESTIONS_SHOWN = 6;

/**
 * Agents whose name, login or e-mail contains the typed text (names starting with it
 * first), leaving out the agent themself; nothing for an empty text or a number.
 */
export function suggestTransferAgents(
  input: string,
  directory: readonly DirectoryAgent[],
  selfId: string,
  limit = TRANSFER_SUGGESTIONS_SHOWN,
): DirectoryAgent[] {
  const text = fold(input);
  if (text === '' || /^[+0-9\s\-.()/]+$/.test(text)) return [];
  const scored: Array<{ agent: DirectoryAgent; rank: number }> = [];
  for (const agent of directory) {
    if (agent.id === selfId) continue;
    const names = [agent.name, agent.username ?? '', agent.email ?? ''].map(fold);
    const starts = names.some(
      (n) => n.startsWith(text) || n.split(/[\s.@_-]/).some((part) => part.startsWith(text)),
    );
    const contains = names.some((n) => n.includes(text));
    if (starts || contains) scored.push({ agent, rank: starts ? 0 : 1 });
  }
  scored.sort((a, b) => a.rank - b.rank || a.agent.name.localeCompare(b.agent.name));
  return scored.slice(0, limit).map((s) => s.agent);
}
