import { describe, expect, it } from 'vitest';
import {
  advancedSearchQuery,
  basicSearchQuery,
  contactInitials,
  newestFirst,
  searchPaging,
  toggleFavorite,
} from './contact-search';

describe('basic search', () => {
  it('search text is trimmed and pages hold 50 results, page 1 by default', () => {
    expect(basicSearchQuery('  Hopper ')).toEqual({
      textToSearch: 'Hopper',
      maxNumberOfResults: '50',
      pageNumber: '1',
    });
    expect(basicSearchQuery('Hopper', 3)).toEqual({
      textToSearch: 'Hopper',
      maxNumberOfResults: '50',
      pageNumber: '3',
    });
  });
  it('blank text searches nothing', () => {
    expect(basicSearchQuery('   ')).toBeNull();
  });
});

describe('advanced search', () => {
  it('criteria are the non-blank fields, trimmed, sent as JSON with the same paging', () => {
    expect(advancedSearchQuery({ lastName: ' Hopper ', city: '  ', email: '' }, 2)).toEqual({
      criteria: '{"lastName":"Hopper"}',
      maxNumberOfResults: '50',
      pageNumber: '2',
    });
  });
  it('without any criterion there is no search', () => {
    expect(advancedSearchQuery({ lastName: ' ' })).toBeNull();
  });
});

describe('search paging', () => {
  it('paging: 120 results make 3 pages of 50; page 2 shows 51-100 with previous and next', () => {
    expect(searchPaging(120, 2)).toEqual({
      pageNumber: 2,
      pageCount: 3,
      first: 51,
      last: 100,
      hasPrevious: true,
      hasNext: true,
    });
  });
  it('paging: the last page is short and has no next; the first has no previous', () => {
    expect(searchPaging(120, 3)).toMatchObject({
      first: 101,
      last: 120,
      hasPrevious: true,
      hasNext: false,
    });
    expect(searchPaging(50, 1)).toMatchObject({
      pageCount: 1,
      first: 1,
      last: 50,
      hasPrevious: false,
      hasNext: false,
    });
  });
  it('paging: no results means no pages', () => {
    expect(searchPaging(0, 1)).toEqual({
      pageNumber: 1,
      pageCount: 0,
      first: 0,
      last: 0,
      hasPrevious: false,
      hasNext: false,
    });
  });
});

describe('favourites', () => {
  it('toggling a favourite adds it at the end, toggling again removes it', () => {
    expect(toggleFavorite(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleFavorite(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('notes', () => {
  it('notes are listed newest first; equal instants keep the server order', () => {
    const notes = [
      { id: 'old', createdAt: 1 },
      { id: 'new', createdAt: 3 },
      { id: 'mid-a', createdAt: 2 },
      { id: 'mid-b', createdAt: 2 },
    ];
    expect(newestFirst(notes).map((n) => n.id)).toEqual(['new', 'mid-a', 'mid-b', 'old']);
  });
});

describe('initials', () => {
  it('an avatar without a picture shows the first and last initials, none for a number', () => {
    expect(contactInitials('Grace Brewster Hopper')).toBe('GH');
    expect(contactInitials('ada@example.com')).toBe('A');
    expect(contactInitials('+1 555 0100')).toBe('');
    expect(contactInitials('  ')).toBe('');
  });
});
