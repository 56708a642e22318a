import { describe, expect, it } from 'vitest';
import { openAllLinks, splitMessageLinks } from './message-links';

describe('links in messages', () => {
  it('http, https, ftp and www. links become link parts; the text around stays text', () => {
    expect(splitMessageLinks('See https://example.com/a?b=1 and www.example.org.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'www.example.org', href: 'http://www.example.org/' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitMessageLinks('ftp://files.example.com/x')).toEqual([
      { kind: 'link', text: 'ftp://files.example.com/x', href: 'ftp://files.example.com/x' },
    ]);
  });

  it('javascript:, data: and other schemes never become links', () => {
    const text = 'javascript:alert(1) data:text/html,<b>x</b> file:///etc/passwd';
    expect(splitMessageLinks(text)).toEqual([{ kind: 'text', text }]);
  });

  it('a link of 2083 characters or more stays text', () => {
    const long = `https://example.com/${'a'.repeat(2_100)}`;
    expect(splitMessageLinks(`x ${long}`)).toEqual([{ kind: 'text', text: `x ${long}` }]);
  });

  it('joining the parts gives the message back', () => {
    const text = 'a http://a.example.com, b (https://b.example.com) c';
    expect(
      splitMessageLinks(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});

describe('open all links', () => {
  it('opens at most 20 distinct links at once and says how many were left out', () => {
    const texts = Array.from({ length: 25 }, (_, i) => `link https://site${i}.example.com`);
    const { open, leftOut } = openAllLinks([...texts, texts[0] ?? '']);
    expect(open).toHaveLength(20);
    expect(open[0]).toBe('https://site0.example.com/');
    expect(leftOut).toBe(5);
  });

  it('no links, nothing to open', () => {
    expect(openAllLinks(['hello', 'javascript:alert(1)'])).toEqual({ open: [], leftOut: 0 });
  });
});
