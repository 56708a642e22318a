import DOMPurify from 'dompurify';
import {
  FORBIDDEN_EMAIL_ATTRIBUTES,
  FORBIDDEN_EMAIL_TAGS,
  defuseInlineHandlers,
  emailFramePolicy,
  imageSourceFor,
  safeLinkHref,
  srcsetFor,
  styleFor,
} from '../../../domain/email-content-policy';

export interface SanitisedEmail {
  /** Body markup safe to place in the isolated frame. */
  html: string;
  /** Remote images or backgrounds removed because the agent has not allowed remote content. */
  blockedRemote: number;
}

/**
 * An incoming email's HTML reduced to what the policy of `email-content-policy` keeps. A fresh
 * DOMPurify per call: its hooks are per instance and carry this call's remote choice and count.
 */
export function sanitiseEmailHtml(
  html: string,
  allowRemote: boolean,
  view: Window & typeof globalThis = window,
): SanitisedEmail {
  const purify = DOMPurify(view);
  let blockedRemote = 0;
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof view.Element)) return;
    const el = node;
    const tag = el.tagName.toLowerCase();
    for (const name of ['src', 'background']) {
      const value = el.getAttribute(name);
      if (value === null) continue;
      const decision =
        tag === 'img' || name === 'background'
          ? imageSourceFor(value, allowRemote)
          : { url: null, blockedRemote: false };
      if (decision.blockedRemote) blockedRemote += 1;
      if (decision.url === null) el.removeAttribute(name);
      else el.setAttribute(name, decision.url);
    }
    const srcset = el.getAttribute('srcset');
    if (srcset !== null) {
      const decision = srcsetFor(srcset, allowRemote);
      if (decision.blockedRemote) blockedRemote += 1;
      if (decision.srcset === null) el.removeAttribute('srcset');
      else el.setAttribute('srcset', decision.srcset);
    }
    const style = el.getAttribute('style');
    if (style !== null) {
      const decision = styleFor(style, allowRemote);
      if (decision.blockedRemote) blockedRemote += 1;
      if (decision.style === null) el.removeAttribute('style');
      else el.setAttribute('style', decision.style);
    }
    if (el.hasAttribute('href')) {
      const href =
        tag === 'a' || tag === 'area' ? safeLinkHref(el.getAttribute('href') ?? '') : null;
      if (href === null) el.removeAttribute('href');
      else {
        el.setAttribute('href', href);
        // a new tab that cannot reach back to this one, and learns nothing of where it came from
        el.setAttribute('target', '_blank');
        el.setAttribute('rel', 'noopener noreferrer');
      }
    } else if (el.hasAttribute('target')) el.removeAttribute('target');
  });
  const clean = purify.sanitize(defuseInlineHandlers(html), {
    FORBID_TAGS: [...FORBIDDEN_EMAIL_TAGS],
    FORBID_ATTR: [...FORBIDDEN_EMAIL_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: true,
    ADD_ATTR: ['target'],
    USE_PROFILES: { html: true },
  });
  return { html: clean, blockedRemote };
}

/** The frame's fixed look: email HTML is written for a light page, as every mail client shows it. */
const FRAME_STYLE = [
  'html{color-scheme:light}',
  'body{margin:0;padding:12px;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#fff;overflow-wrap:anywhere}',
  'img{max-width:100%;height:auto}',
  'table{max-width:100%}',
  'a{color:#0b57d0}',
  'blockquote{margin:0 0 0 8px;padding-left:8px;border-left:3px solid #c9ced6;color:#4a5160}',
].join('');

/** The whole document of the frame: its own stricter policy, links to new tabs, the sanitised body. */
export function emailFrameDocument(body: string, allowRemote: boolean, lang: string): string {
  const policy = emailFramePolicy(allowRemote);
  return `<!doctype html><html lang="${lang.replace(/[^a-zA-Z-]/g, '')}"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}"><meta name="referrer" content="no-referrer"><base target="_blank"><style>${FRAME_STYLE}</style></head><body>${body}</body></html>`;
}
