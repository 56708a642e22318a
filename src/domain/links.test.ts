import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { extractLinks, recogniseLink } from './links';

describe('recogniseLink', () => {
  it('http, https and ftp links are recognised', () => {
    expect(recogniseLink('https://example.com/a?b=1#c')).toBe('https://example.com/a?b=1#c');
    expect(recogniseLink('http://example.com')).toBe('http://example.com/');
    expect(recogniseLink('ftp://files.example.org/x.txt')).toBe('ftp://files.example.org/x.txt');
    expect(recogniseLink('HTTPS://Example.com')).toBe('https://example.com/');
  });
  it('a link without a scheme gets http://', () => {
    expect(recogniseLink('www.example.com/path')).toBe('http://www.example.com/path');
    expect(recogniseLink('example.com:8080/x')).toBe('http://example.com:8080/x');
    expect(recogniseLink('localhost:3000')).toBe('http://localhost:3000/');
  });
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'mailto:a@b.co',
    'ws://example.com',
    'blob:https://example.com/uuid',
    'javascript://example.com/%0Aalert(1)',
    '\u0000javascript:alert(1)',
    '\u200bjavascript:alert(1)',
  ])('%j is never a link', (text) => {
    expect(recogniseLink(text)).toBeNull();
  });
  it('words that are not hosts are not links', () => {
    expect(recogniseLink('hello')).toBeNull();
    expect(recogniseLink('')).toBeNull();
    expect(recogniseLink('http://')).toBeNull();
  });
  it('a link must be fewer than 2083 characters', () => {
    const base = 'https://example.com/';
    expect(recogniseLink(base + 'a'.repeat(2082 - base.length))).toHaveLength(2082);
    expect(recogniseLink(base + 'a'.repeat(2083 - base.length))).toBeNull();
  });
  it('the length is checked on the URL that would be opened', () => {
    // 'é' is 1 character typed but 6 once percent-encoded (%C3%A9)
    expect(recogniseLink(`https://example.com/${'é'.repeat(400)}`)).toBeNull();
  });
});

describe('extractLinks', () => {
  it('links are extracted from text without trailing punctuation', () => {
    expect(extractLinks('See https://a.example/x, or www.b.example. Thanks!')).toEqual([
      'https://a.example/x',
      'http://www.b.example/',
    ]);
  });
  it('only allowed schemes are extracted', () => {
    expect(extractLinks('click javascript:alert(1) or data:text/html,hi or file:///c')).toEqual([]);
  });
  it('duplicates are extracted once', () => {
    expect(extractLinks('https://a.example https://a.example')).toHaveLength(1);
  });
});

describe('link safety property', () => {
  const schemes = [
    'javascript',
    'JavaScript',
    'data',
    'vbscript',
    'file',
    'blob',
    'mailto',
    'http',
    'https',
    'ftp',
    'HTTP',
    'jav\tascript',
    '',
  ];
  const separators = [':', '://', ':/', ':\\\\', '%3A', '&#58;', ' :'];
  const noise = fc.constantFrom(
    '\t',
    '\n',
    '\r',
    '\u0000',
    '\u200b',
    ' ',
    '\ufeff',
    '\\',
    '%0A',
    '//',
    '@',
    '#',
    '?',
    '.',
  );
  const crafted = fc
    .tuple(
      fc.array(noise, { maxLength: 2 }),
      fc.constantFrom(...schemes),
      fc.constantFrom(...separators),
      fc.oneof(fc.string(), fc.domain(), fc.webUrl()),
      fc.array(noise, { maxLength: 2 }),
    )
    .map(
      ([pre, scheme, sep, rest, post]) => `${pre.join('')}${scheme}${sep}${rest}${post.join('')}`,
    );
  const long = fc
    .integer({ min: 2000, max: 2200 })
    .map((n) => `https://example.com/${'a'.repeat(n)}`);
  const input = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.webUrl(), crafted, long);
  const isSafe = (link: string): boolean =>
    link.length < 2083 &&
    /^(https?|ftp):\/\//.test(link) &&
    ['http:', 'https:', 'ftp:'].includes(new URL(link).protocol);

  it('no recognised link has another scheme or is 2083 characters or more', () => {
    fc.assert(
      fc.property(input, (text) => {
        const link = recogniseLink(text);
        return link === null || isSafe(link);
      }),
      { numRuns: 10_000 },
    );
  });
  it('no extracted link has another scheme or is 2083 characters or more', () => {
    fc.assert(
      fc.property(fc.array(input, { maxLength: 4 }), (parts) =>
        extractLinks(parts.join(' ')).every(isSafe),
      ),
      { numRuns: 10_000 },
    );
  });
});

describe('the link rule over generated inputs', () => {
  const RUNS = { numRuns: 10_000 };
  const allowed = fc.constantFrom('http', 'https', 'ftp');
  // Every case mix of a scheme ("jAvAsCrIpT"), as filters that compare lower case miss them.
  const anyCase = (word: string) =>
    fc
      .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
      .map((upper) =>
        [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''),
      );
  const forbiddenScheme = fc.oneof(
    fc
      .constantFrom(
        'javascript',
        'data',
        'vbscript',
        'file',
        'blob',
        'mailto',
        'ws',
        'wss',
        'about',
        'chrome',
        'livescript',
      )
      .chain(anyCase),
    // any other scheme of two characters or more (one letter reads as a drive, "c:"; a dot would make
    // "a.bc:80" a host and port, rightly a link)
    fc
      .stringMatching(/^[a-z][a-z0-9+-]{1,11}$/)
      .filter((s) => !['http', 'https', 'ftp'].includes(s.toLowerCase())),
  );
  // Characters URL parsers strip or that split a scheme: tab, newline, NUL, zero-width, BOM, NBSP...
  const trick = fc.constantFrom(
    '\t',
    '\n',
    '\r',
    '\u0000',
    '\u0001',
    '\u001f',
    '\u007f',
    '\u0085',
    '\u200b',
    '\u200e',
    '\u2028',
    '\ufeff',
    '\u00a0',
    ' ',
  );
  const path = fc.webPath();
  const host = fc.domain();

  it('an http, https or ftp URL under 2083 characters is a link to that same URL', () => {
    fc.assert(
      fc.property(allowed.chain(anyCase), host, path, (scheme, h, p) => {
        const text = `${scheme}://${h}${p}`;
        const expected = new URL(text).href;
        fc.pre(expected.length < 2083);
        expect(recogniseLink(text)).toBe(expected);
      }),
      RUNS,
    );
  });

  it('a host without a scheme becomes an http:// link', () => {
    fc.assert(
      fc.property(host, path, (h, p) => {
        const link = recogniseLink(`${h}${p}`);
        fc.pre(`http://${h}${p}`.length < 2000);
        expect(link).toBe(new URL(`http://${h}${p}`).href);
      }),
      RUNS,
    );
  });

  it('any other scheme, in any case, is never a link', () => {
    fc.assert(
      fc.property(
        forbiddenScheme,
        fc.constantFrom(':', '://', ':/', '://x.example/', ':alert(1)//'),
        fc.oneof(host, fc.string()),
        (scheme, sep, rest) => {
          expect(recogniseLink(`${scheme}${sep}${rest}`)).toBeNull();
          expect(
            extractLinks(`see ${scheme}${sep}${rest} now`).every((l) =>
              /^(https?|ftp):\/\//.test(l),
            ),
          ).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('whitespace or a control character inside a scheme or URL is never a link', () => {
    fc.assert(
      fc.property(fc.oneof(allowed, forbiddenScheme), trick, fc.nat(), host, (scheme, t, at, h) => {
        const text = `${scheme}://${h}/x`;
        const cut = 1 + (at % (text.length - 1));
        expect(recogniseLink(text.slice(0, cut) + t + text.slice(cut))).toBeNull();
      }),
      RUNS,
    );
  });

  it('a link is fewer than 2083 characters: longer ones never are', () => {
    fc.assert(
      fc.property(allowed, host, fc.integer({ min: 1, max: 3000 }), (scheme, h, n) => {
        const text = `${scheme}://${h}/${'a'.repeat(n)}`;
        const link = recogniseLink(text);
        if (text.length < 2083) expect(link).toBe(text);
        else expect(link).toBeNull();
      }),
      RUNS,
    );
  });
});
