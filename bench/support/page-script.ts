/**
 * A bench function as a script a page can run. The benches run through a TypeScript loader
 * that may wrap named functions in a `__name` helper; the page has none, so the script
 * brings a no-op one. For page.evaluate and page.addInitScript({ content }).
 */
export function pageScript<A>(fn: (arg: A) => unknown, arg?: A): string {
  return `(() => { const __name = (target) => target; return (${fn.toString()})(${arg === undefined ? '' : JSON.stringify(arg)}); })()`;
}
