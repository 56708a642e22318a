import { describe, expect, it } from 'vitest';
import {
  classifyImageSource,
  defuseInlineHandlers,
  emailFramePolicy,
  imageSourceFor,
  safeLinkHref,
  srcsetFor,
  styleFor,
} from './email-content-policy';

describe('remote content is blocked until asked', () => {
  it('a remote image is removed while remote content is not allowed, and counted as blocked', () => {
    expect(imageSourceFor('http://127.0.0.1:1/x.png', false)).toEqual({
      url: null,
      blockedRemote: true,
    });
    expect(imageSourceFor('//tracker.example/p.gif', false)).toEqual({
      url: null,
      blockedRemote: true,
    });
  });
  it('a remote image is kept once the agent allows remote content', () => {
    expect(imageSourceFor('https://cdn.example/logo.png', true)).toEqual({
      url: 'https://cdn.example/logo.png',
      blockedRemote: false,
    });
    expect(imageSourceFor('//cdn.example/logo.png', true).url).toBe('https://cdn.example/logo.png');
  });
  it('inline raster data: images stay (they load nothing)', () => {
    expect(classifyImageSource('data:image/png;base64,iVBORw0KGgo=').kind).toBe('keep');
  });
  it('data: SVG, data: HTML, javascript: and cid: image sources are dropped', () => {
    for (const bad of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html,<script>1</script>',
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'cid:part1',
      'x',
    ])
      expect(imageSourceFor(bad, true).url).toBeNull();
  });
  it('srcset keeps only allowed candidates', () => {
    expect(srcsetFor('http://a.example/1.png 1x, http://a.example/2.png 2x', false)).toEqual({
      srcset: null,
      blockedRemote: true,
    });
    expect(srcsetFor('http://a.example/1.png 1x, javascript:x 2x', true)).toEqual({
      srcset: 'http://a.example/1.png 1x',
      blockedRemote: false,
    });
  });
  it('CSS url() follows the image rule', () => {
    expect(styleFor('background: url("http://t.example/p.gif"); color: red', false)).toEqual({
      style: 'background: none; color: red',
      blockedRemote: true,
    });
    expect(styleFor("background: url('http://t.example/p.gif')", true).style).toBe(
      'background: url("http://t.example/p.gif")',
    );
  });
  it('styles with expression(), behaviour bindings, imports, javascript:, image-set or escapes are dropped whole', () => {
    for (const bad of [
      'width: expression(alert(1))',
      'behavior: url(x.htc)',
      '-moz-binding: url(x)',
      'background: url(javascript:x)',
      'background: image-set("http://t/x.png" 1x)',
      'background: u\\72l(http://t/x)',
    ])
      expect(styleFor(bad, true).style).toBeNull();
  });
});

describe('links', () => {
  it('links keep http, https, mailto and tel only', () => {
    expect(safeLinkHref('https://example.com/a')).toBe('https://example.com/a');
    expect(safeLinkHref('mailto:ann@example.com')).toBe('mailto:ann@example.com');
    expect(safeLinkHref('//example.com')).toBe('https://example.com');
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '/relative',
    ])
      expect(safeLinkHref(bad)).toBeNull();
  });
});

describe('frame policy', () => {
  it('the frame allows no script, connection, form or frame; remote images only once allowed', () => {
    expect(emailFramePolicy(false)).toContain("default-src 'none'");
    expect(emailFramePolicy(false)).toContain('img-src data:;');
    expect(emailFramePolicy(false)).not.toMatch(/script-src|http:/);
    expect(emailFramePolicy(true)).toContain('img-src data: http: https:');
  });
});

describe('inline handlers are defused before parsing', () => {
  it('renames on… attributes inside tags, whatever separates them', () => {
    expect(defuseInlineHandlers('<img src=x onerror=alert(1)>')).toBe(
      '<img src=x data-defused-onerror=alert(1)>',
    );
    expect(defuseInlineHandlers('<svg/onload=alert(1)>')).toBe(
      '<svg/data-defused-onload=alert(1)>',
    );
    expect(defuseInlineHandlers('<a href=\'#\'onclick="x()">')).toBe(
      '<a href=\'#\'data-defused-onclick="x()">',
    );
    expect(defuseInlineHandlers('<BODY ONLOAD =go()>')).toBe('<BODY data-defused-ONLOAD =go()>');
  });

  it('leaves text outside tags alone', () => {
    const text = '<p>Say onward = forward, online= yes</p>';
    expect(defuseInlineHandlers(text)).toBe(text);
  });
});
