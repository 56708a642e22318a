/**
 * What an incoming email's HTML may keep (agent-desktop §3, ARCHITECTURE "customer content is
 * untrusted"): the decisions the sanitiser applies to each URL and style, as pure functions.
 * The DOM walking itself is DOMPurify's, in the view.
 *
 * - Links: http, https, mailto and tel only; they open in a new tab without opener or referrer.
 * - Images: remote (http/https, protocol-relative) ones are blocked until the agent asks to show
 *   remote content for that email: a remote image tells the sender the email was read, and when.
 *   Inline raster images as data: URLs stay (they load nothing; SVG is refused because it is a
 *   document that can carry script). cid: references and anything else are dropped.
 * - CSS url(...) follows the image rule; expression(), behavior and -moz-binding never stay.
 */

/** Elements removed with their content: script, styling that could reach outside the body, forms, embeds, media that loads by itself. */
export const FORBIDDEN_EMAIL_TAGS: readonly string[] = [
  'script',
  'noscript',
  'style',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'optgroup',
  'fieldset',
  'label',
  'output',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'svg',
  'math',
  'video',
  'audio',
  'source',
  'track',
  'picture',
  'canvas',
  'template',
  'dialog',
];

/** Attributes never kept, whatever the element (event handlers are dropped by the sanitiser anyway). */
export const FORBIDDEN_EMAIL_ATTRIBUTES: readonly string[] = [
  'action',
  'formaction',
  'ping',
  'poster',
  'xlink:href',
  'srcdoc',
  'autofocus',
  'tabindex',
  'contenteditable',
  'id',
  'name',
];

export type ImageSource =
  { kind: 'keep'; value: string } | { kind: 'remote'; value: string } | { kind: 'drop' };

const DATA_RASTER_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]*$/i;
const REMOTE = /^(?:https?:)?\/\//i;
// control characters and whitespace browsers ignore inside a scheme ("java\tscript:")
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be found
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]/g;

/** The URL as the browser reads its scheme: trimmed, without the characters it skips. */
export function normaliseUrl(value: string): string {
  return value.replace(IGNORED_IN_URL, '');
}

/** An image source (img src, background attribute, CSS url): kept, remote (blocked until allowed) or dropped. */
export function classifyImageSource(value: string): ImageSource {
  const url = normaliseUrl(value);
  if (DATA_RASTER_IMAGE.test(url)) return { kind: 'keep', value: url };
  if (REMOTE.test(url))
    return { kind: 'remote', value: url.startsWith('//') ? `https:${url}` : url };
  return { kind: 'drop' };
}

/** An image source under the email's remote-content choice: the URL to use, or null to remove it. */
export function imageSourceFor(
  value: string,
  allowRemote: boolean,
): { url: string | null; blockedRemote: boolean } {
  const source = classifyImageSource(value);
  if (source.kind === 'keep') return { url: source.value, blockedRemote: false };
  if (source.kind === 'remote')
    return allowRemote
      ? { url: source.value, blockedRemote: false }
      : { url: null, blockedRemote: true };
  return { url: null, blockedRemote: false };
}

const LINK_SCHEME = /^(?:https?:|mailto:|tel:)/i;

/** A link target: http, https, mailto or tel (protocol-relative becomes https); anything else is dropped. */
export function safeLinkHref(value: string): string | null {
  const url = normaliseUrl(value);
  if (url.startsWith('//')) return `https:${url}`;
  return LINK_SCHEME.test(url) ? url : null;
}

/** A srcset under the remote-content choice: only candidates whose URL is allowed; null when none is. */
export function srcsetFor(
  value: string,
  allowRemote: boolean,
): { srcset: string | null; blockedRemote: boolean } {
  let blockedRemote = false;
  const kept: string[] = [];
  for (const candidate of value.split(',')) {
    const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
    if (url === '') continue;
    const decision = imageSourceFor(url, allowRemote);
    blockedRemote ||= decision.blockedRemote;
    // a data: URL in a srcset is cut by the commas of its own: only plain URLs are kept here
    if (decision.url !== null && !decision.url.startsWith('data:'))
      kept.push([decision.url, ...descriptor].join(' '));
  }
  return { srcset: kept.length === 0 ? null : kept.join(', '), blockedRemote };
}

const CSS_URL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;
const CSS_NEVER = /expression\s*\(|behavior\s*:|-moz-binding|@import|javascript:|image-set/i;

/**
 * An inline style under the remote-content choice: url(...) values follow the image rule
 * (removed URLs become `none`); a style holding script-like constructs is dropped whole.
 */
export function styleFor(
  css: string,
  allowRemote: boolean,
): { style: string | null; blockedRemote: boolean } {
  // CSS escapes (\75 rl) could hide a url( or expression( from the patterns: refuse them
  if (CSS_NEVER.test(css) || css.includes('\\')) return { style: null, blockedRemote: false };
  let blockedRemote = false;
  const style = css.replace(CSS_URL, (_match, _quote: string, url: string) => {
    const decision = imageSourceFor(url, allowRemote);
    blockedRemote ||= decision.blockedRemote;
    return decision.url === null ? 'none' : `url("${decision.url.replace(/["\\]/g, '')}")`;
  });
  return { style: style.trim() === '' ? null : style, blockedRemote };
}

/**
 * The frame's own policy, on top of the page's: nothing but images (remote ones only once
 * allowed) and inline styles; no script, no connections, no forms, no nested frames.
 */
export function emailFramePolicy(allowRemote: boolean): string {
  const images = allowRemote ? 'img-src data: http: https:' : 'img-src data:';
  return `default-src 'none'; ${images}; style-src 'unsafe-inline'; font-src data:; form-action 'none'; frame-src 'none'; base-uri 'none'`;
}

// an attribute named on… inside a tag, after whitespace, a slash or a quote ("<svg/onload=", "<a x=''onclick=")
const INLINE_HANDLER = /([\s/"'])(on[a-z]+\s*=)/gi;
const TAG = /<[a-z!/?][^>]*>?/gi;

/**
 * Renames event-handler attributes (onerror → data-defused-onerror) inside tags before the
 * HTML is parsed for sanitising. The sanitiser drops them either way (data attributes are not
 * kept); parsing them first would make the browser report a content-policy violation for each
 * handler it refuses to compile. Only tag text changes: content outside tags stays as it is.
 */
export function defuseInlineHandlers(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(INLINE_HANDLER, '$1data-defused-$2'));
}
