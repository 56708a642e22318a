/**
 * Links inside chat and SMS messages (agent-desktop §5): the text split into plain parts and
 * links recognised by the link rule (links.ts: http, https or ftp, or www. with http added,
 * under 2083 characters), and the capped "open all links" list (at most 20 at once).
 */
import { LINKS_OPENED_AT_ONCE } from './agent-desktop-constants';
import { extractLinks, recogniseLink } from './links';

export type MessagePart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Candidates in free text, as links.ts finds them: an allowed scheme or a www. prefix.
const LINK_IN_TEXT = /\b(?:(?:https?|ftp):\/\/|www\.)[^\s<>"'`]+/gi;
// Punctuation that ends a sentence rather than a URL.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/**
 * The message text as parts; joining every part's text gives the original back. A candidate
 * the link rule refuses (too long, a disallowed host) stays plain text.
 */
export function splitMessageLinks(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let plain = '';
  let index = 0;
  for (const match of text.matchAll(LINK_IN_TEXT)) {
    const candidate = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = recogniseLink(candidate);
    if (href === null) continue;
    plain += text.slice(index, match.index);
    if (plain !== '') parts.push({ kind: 'text', text: plain });
    plain = '';
    parts.push({ kind: 'link', text: candidate, href });
    index = match.index + candidate.length;
  }
  plain += text.slice(index);
  if (plain !== '') parts.push({ kind: 'text', text: plain });
  return parts;
}

/** "Open all links": the distinct recognised links of the messages in order, at most `max` (20); how many more were left. */
export function openAllLinks(
  texts: readonly string[],
  max = LINKS_OPENED_AT_ONCE,
): { open: string[]; leftOut: number } {
  const all: string[] = [];
  for (const text of texts)
    for (const link of extractLinks(text)) if (!all.includes(link)) all.push(link);
  return { open: all.slice(0, max), leftOut: Math.max(0, all.length - max) };
}
