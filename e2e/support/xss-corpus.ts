/**
 * Hostile content for the journeys that put customer- and agent-written text on screen. Each
 * payload, if it ever ran, sets `window.__xss` (the spec asserts it stays undefined in the page
 * and in every frame); none calls alert, so a dialog opening is a second, independent signal.
 */
export const XSS_CORPUS: readonly string[] = [
  // markup that runs by itself
  '<script>window.__xss="script"</script>',
  '<ScRiPt>window.__xss="mixed-case script"</sCrIpT>',
  '<script src="data:text/javascript,window.__xss=%22script-src%22"></script>',
  '<img src=x onerror="window.__xss=\'img\'">',
  '<IMG SRC=x OnErRoR=window.__xss=1>',
  '<img/src=x\tonerror=window.__xss=1>',
  '<svg onload="window.__xss=\'svg\'"></svg>',
  '<svg><script>window.__xss="svg script"</script></svg>',
  '<svg><animate onbegin="window.__xss=1" attributeName=x dur=1s>',
  '<iframe srcdoc="<script>parent.__xss=1;window.__xss=1</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=1"></iframe>',
  '<body onload=window.__xss=1>',
  '<details open ontoggle="window.__xss=1">',
  '<input autofocus onfocus="window.__xss=1">',
  '<video><source onerror="window.__xss=1"></video>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<object data="data:text/html,<script>parent.__xss=1</script>"></object>',
  '<embed src="javascript:window.__xss=1">',
  // schemes: links that must never become javascript: or data: links
  'javascript:window.__xss=1',
  'JaVaScRiPt:window.__xss=1',
  'java\tscript:window.__xss=1',
  'java\nscript:window.__xss=1',
  ' \u0001javascript:window.__xss=1',
  '<a href="javascript:window.__xss=1">click me</a>',
  '<a href="JaVaScRiPt&#58;window.__xss=1">entity colon</a>',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==',
  '<a href="data:text/html,<script>window.__xss=1</script>">data link</a>',
  'vbscript:window.__xss=1',
  // CSS
  '<div style="width:expression(window.__xss=1)">css expression</div>',
  '<div style="background:url(javascript:window.__xss=1)">css url</div>',
  '<style>*{display:none}body::after{content:"overlay"}</style>',
  '<style>@import "javascript:window.__xss=1";</style>',
  '<link rel=stylesheet href="javascript:window.__xss=1">',
  // breaking out of the context the text lands in
  '</textarea><script>window.__xss="textarea"</script>',
  '</title><script>window.__xss="title"</script>',
  '"><img src=x onerror=window.__xss=1>',
  "'><svg onload=window.__xss=1>",
  '--></script><script>window.__xss=1</script>',
  // template injection (a text that a template engine would evaluate)
  '{{constructor.constructor("window.__xss=1")()}}',
  '${window.__xss=1}',
  '<%= window.__xss=1 %>',
  // entity-encoded: must show as typed, never decoded into markup
  '&lt;script&gt;window.__xss=1&lt;/script&gt;',
  '&#60;img src=x onerror=window.__xss=1&#62;',
  '%3Cscript%3Ewindow.__xss=1%3C/script%3E',
  '\\u003cscript\\u003ewindow.__xss=1\\u003c/script\\u003e',
];

/** The payloads packed into texts of at most `max` characters (fields with a length limit). */
export function corpusChunks(max: number, separator = ' '): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const payload of XSS_CORPUS) {
    const next = current === '' ? payload : `${current}${separator}${payload}`;
    if (next.length > max && current !== '') {
      chunks.push(current);
      current = payload;
    } else {
      current = next;
    }
  }
  if (current !== '') chunks.push(current);
  return chunks;
}
