// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { emailFrameDocument, sanitiseEmailHtml } from './email-html';

const HOSTILE = [
  '<p>Hello</p>',
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 2">',
  '<a href="javascript:window.__xss = 3">click</a>',
  '<img src="http://127.0.0.1:1/x.png" alt="remote">',
  '<svg onload="window.__xss = 4"><circle r="4"></circle></svg>',
  '<style>body{position:fixed;inset:0;background:red}</style>',
  '<form action="https://evil.example"><input name="p"><button>Go</button></form>',
  '<iframe src="https://evil.example"></iframe>',
  '<div style="background:url(http://t.example/p.gif)" onclick="window.__xss = 5">bg</div>',
  '<a href="https://example.com/help">help</a>',
].join('');

const parse = (html: string): Document =>
  new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');

describe('incoming email HTML is sanitised', () => {
  it('no script, event handler, javascript: URL, svg, style element, form or frame survives', () => {
    const { html } = sanitiseEmailHtml(HOSTILE, true);
    const doc = parse(html);
    expect(doc.querySelectorAll('script, svg, style, form, input, button, iframe')).toHaveLength(0);
    const attributes = [...doc.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].map((a) => `${a.name}=${a.value}`),
    );
    expect(attributes.filter((a) => /^on/i.test(a) || /javascript:/i.test(a))).toEqual([]);
    expect(html).toContain('Hello');
  });
  it('remote images are removed and counted until remote content is allowed', () => {
    const blocked = sanitiseEmailHtml(HOSTILE, false);
    expect(blocked.blockedRemote).toBe(2);
    expect(blocked.html).not.toContain('127.0.0.1');
    expect(blocked.html).not.toContain('t.example');
    const allowed = sanitiseEmailHtml(HOSTILE, true);
    expect(allowed.blockedRemote).toBe(0);
    expect(parse(allowed.html).querySelector('img[alt="remote"]')?.getAttribute('src')).toBe(
      'http://127.0.0.1:1/x.png',
    );
  });
  it('links open in a new tab with rel="noopener noreferrer"', () => {
    const link = parse(sanitiseEmailHtml(HOSTILE, false).html).querySelector(
      'a[href="https://example.com/help"]',
    );
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });
  it('a javascript: link loses its href', () => {
    const link = [...parse(sanitiseEmailHtml(HOSTILE, true).html).querySelectorAll('a')].find(
      (a) => a.textContent === 'click',
    );
    expect(link?.hasAttribute('href')).toBe(false);
  });
  it('inline raster data: images stay', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(
      parse(sanitiseEmailHtml(`<img src="${png}">`, false).html)
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe(png);
  });
});

describe('email frame document', () => {
  it('the frame carries its own policy without scripts, remote images only when allowed', () => {
    expect(emailFrameDocument('<p>x</p>', false, 'en')).toContain(
      "default-src 'none'; img-src data:;",
    );
    expect(emailFrameDocument('<p>x</p>', true, 'en')).toContain('img-src data: http: https:');
  });
});
