/**
 * Contact search and lists (agent-desktop §5 "Searching contacts", §7 basicSearch,
 * advancedSearch, favourites, notes): queries, paging, favourites toggling, note order.
 */
import { SEARCH_MAX_RESULTS_DEFAULT, SEARCH_PAGE_NUMBER_DEFAULT } from './agent-desktop-constants';

export type SearchQuery = Record<string, string>;

/** GET api/crm/basicSearch query: the text trimmed, 50 per page, page 1 by default; null when there is nothing to look for. */
export function basicSearchQuery(
  text: string,
  pageNumber = SEARCH_PAGE_NUMBER_DEFAULT,
  pageSize = SEARCH_MAX_RESULTS_DEFAULT,
): SearchQuery | null {
  const textToSearch = text.trim();
  if (textToSearch === '') return null;
  return {
    textToSearch,
    maxNumberOfResults: String(pageSize),
    pageNumber: String(Math.max(1, pageNumber)),
  };
}

/** The criteria that say something: names of fields with a non-blank text, trimmed. */
export function searchCriteria(fields: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .map(([name, value]) => [name, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
}

/** GET api/crm/advancedSearch query: criteria as a JSON object with the same paging; null without any criterion. */
export function advancedSearchQuery(
  fields: Readonly<Record<string, string>>,
  pageNumber = SEARCH_PAGE_NUMBER_DEFAULT,
  pageSize = SEARCH_MAX_RESULTS_DEFAULT,
): SearchQuery | null {
  const criteria = searchCriteria(fields);
  if (Object.keys(criteria).length === 0) return null;
  return {
    criteria: JSON.stringify(criteria),
    maxNumberOfResults: String(pageSize),
    pageNumber: String(Math.max(1, pageNumber)),
  };
}

export interface SearchPaging {
  pageNumber: number;
  pageCount: number;
  /** 1-based position of the first and last result shown; 0 and 0 when there is none. */
  first: number;
  last: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** Where a page of results sits in the whole: previous and next exist only where results do. */
export function searchPaging(
  total: number,
  pageNumber: number,
  pageSize = SEARCH_MAX_RESULTS_DEFAULT,
): SearchPaging {
  const pageCount = total <= 0 ? 0 : Math.ceil(total / pageSize);
  const first = total <= 0 ? 0 : Math.min(total, (pageNumber - 1) * pageSize + 1);
  const last = total <= 0 ? 0 : Math.min(total, pageNumber * pageSize);
  return {
    pageNumber,
    pageCount,
    first,
    last,
    hasPrevious: pageNumber > 1,
    hasNext: pageNumber < pageCount,
  };
}

/** The favourite ids after toggling one: added at the end, or removed. */
export function toggleFavorite(ids: readonly string[], contactId: string): string[] {
  return ids.includes(contactId) ? ids.filter((id) => id !== contactId) : [...ids, contactId];
}

/** Notes newest first; notes of the same instant keep the order the server gave (it lists newest first too). */
export function newestFirst<T extends { createdAt: number }>(notes: readonly T[]): T[] {
  return notes
    .map((note, index) => ({ note, index }))
    .sort((a, b) => b.note.createdAt - a.note.createdAt || a.index - b.index)
    .map(({ note }) => note);
}

/** Up to two initials (first and last word) of a display name; none for a name without letters (a number). */
export function contactInitials(displayName: string): string {
  const initials = displayName
    .trim()
    .split(/\s+/)
    .map((word) => /\p{L}/u.exec(word)?.[0] ?? '')
    .filter((letter) => letter !== '');
  const picked = initials.length > 1 ? [initials[0], initials[initials.length - 1]] : initials;
  return picked.join('').toUpperCase();
}
