import { useEffect } from 'react';

/**
 * The favicon's red dot (agent-desktop §2): while flagged, the tab's icon is the app icon with a
 * red dot in its corner, drawn as an SVG data: URL (the CSP's img-src allows data:; no canvas).
 * The original icon comes back when nothing is flagged or the desk goes.
 */

/** The dot: top-right, a white ring so it reads on any tab-strip colour. */
const DOT = '<circle cx="25" cy="7" r="6.5" fill="#E03131" stroke="#fff" stroke-width="2"/>';
/** Used when the app icon cannot be read: a plain rounded square with the dot. */
const FALLBACK_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#E8590C"/></svg>';

let flaggedHref: Promise<string> | null = null;

function withDot(svg: string): string {
  const marked = svg.includes('</svg>')
    ? svg.replace(/<\/svg>\s*$/, `${DOT}</svg>`)
    : FALLBACK_ICON.replace('</svg>', `${DOT}</svg>`);
  return `data:image/svg+xml,${encodeURIComponent(marked)}`;
}

function flaggedIcon(originalHref: string): Promise<string> {
  flaggedHref ??= fetch(originalHref)
    .then((response) => (response.ok ? response.text() : FALLBACK_ICON))
    .catch(() => FALLBACK_ICON)
    .then(withDot);
  return flaggedHref;
}

export function FaviconBadge({ flagged }: { flagged: boolean }) {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link === null) return;
    const original = link.dataset['originalHref'] ?? link.getAttribute('href') ?? '/favicon.svg';
    link.dataset['originalHref'] = original;
    let live = true;
    if (flagged) {
      void flaggedIcon(original).then((href) => {
        if (!live) return;
        link.href = href;
        link.dataset['flagged'] = 'true';
      });
    }
    return () => {
      live = false;
      link.setAttribute('href', original);
      link.dataset['flagged'] = 'false';
    };
  }, [flagged]);
  return null;
}
