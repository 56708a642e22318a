/**
 * Which links may be opened (agent-desktop §5, §9): only http, https or ftp (no scheme → http://
 * added), fewer than 2083 characters, at most 20 opened at once. Anything else (javascript:,
 * data:, vbscript:, file:, ...) is never a link. Link text comes from customers and must be
 * treated as hostile.
 */
import { LINK_LENGTH_LIMIT } from './agent-desktop-constants';

const ALLOWED_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'ftp:']);
// A scheme as RFC 3986 writes it, followed by ':'.
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
// "host:port..." also matches SCHEME; a port is digits right after the colon.
const HOST_AND_PORT = /^[A-Za-z0-9.-]+:\d+(?:[/?#]|$)/;
// Whitespace and control characters are refused outright: URL parsers drop some of them
// silently ("java\tscript:"), which is how filters get bypassed.
// eslint-disable-next-line no-control-regex -- control characters are what this must catch
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/;

/**
 * The URL to open for a link text, or null when it is not a link that may be opened. The
 * returned string is the parsed URL (normalised), and the length rule is checked on it.
 */
export function recogniseLink(text: string): string | null {
  const candidate = text.trim();
  if (
    candidate === '' ||
    candidate.length >= LINK_LENGTH_LIMIT ||
    UNSAFE_CHARACTERS.test(candidate)
  )
    return null;
  const scheme = SCHEME.exec(candidate)?.[1];
  let absolute: string;
  if (scheme !== undefined && !HOST_AND_PORT.test(candidate)) {
    if (!ALLOWED_PROTOCOLS.has(`${scheme.toLowerCase()}:`)) return null;
    absolute = candidate;
  } else {
    absolute = candidate.startsWith('//') ? `http:${candidate}` : `http://${candidate}`;
  }
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return null;
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol) || !isPlausibleHost(url.hostname)) return null;
  const href = url.href;
  return href.length < LINK_LENGTH_LIMIT ? href : null;
}

// A host a person would type: a dotted name, localhost, or an IP address.
function isPlausibleHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname.startsWith('[')) return true;
  return (
    /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(hostname) &&
    !hostname.split('.').some((label) => label === '')
  );
}

// Candidates in free text: an explicit allowed scheme, or a www. prefix.
const LINK_IN_TEXT = /\b(?:(?:https?|ftp):\/\/|www\.)[^\s<>"'`]+/gi;
// Punctuation that ends a sentence rather than a URL.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** Links found in free text (chat, SMS, email), normalised, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(LINK_IN_TEXT)) {
    const link = recogniseLink(match[0].replace(TRAILING_PUNCTUATION, ''));
    if (link !== null && !found.includes(link)) found.push(link);
  }
  return found;
}
