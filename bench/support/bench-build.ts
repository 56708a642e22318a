/**
 * The benches' client: built as the product is, except that the modules listed here are
 * swapped for their bench versions, which serve the peer design (`?delivery=snapshot`: whole
 * topics on every change, re-rendered through React state). Made by the benches into a
 * temporary folder, never by `npm run build`: the product's bundle holds none of it.
 * Run as a script (`tsx bench/support/bench-build.ts <outDir>`) it builds into that folder.
 */
import { basename, resolve } from 'node:path';
import { build, type Plugin } from 'vite';

/** Product module → its bench version. */
export const PEER_MODULES: ReadonlyMap<string, string> = new Map([
  [resolve('src/hub-client/tab-delivery.tsx'), resolve('bench/peer/tab-delivery.tsx')],
  [resolve('workers/hub/snapshot-delivery.ts'), resolve('bench/peer/snapshot-delivery.ts')],
]);

/** A plugin that resolves each product module of `swaps` to its bench version. */
export function swapModules(name: string, swaps: ReadonlyMap<string, string>): Plugin {
  const replacements = new Set(swaps.values());
  // only imports that could name a swapped module are resolved a second time
  const stems = [...swaps.keys()].map((file) => basename(file).replace(/\.tsx?$/, ''));
  return {
    name,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!stems.some((stem) => source.includes(stem))) return null;
      if (importer !== undefined && replacements.has(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved === null ? null : (swaps.get(resolved.id) ?? null);
    },
  };
}

/** Builds the benches' client into `outDir` with `extra` swaps beside the peer's. */
export async function buildBenchClient(
  outDir: string,
  extra: ReadonlyMap<string, string> = new Map(),
): Promise<void> {
  const swaps = new Map([...PEER_MODULES, ...extra]);
  await build({
    configFile: resolve('vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
    plugins: [swapModules('bench-modules', swaps)],
    worker: { format: 'es', plugins: () => [swapModules('bench-worker-modules', swaps)] },
  });
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const outDir = process.argv[2];
  if (outDir === undefined) throw new Error('usage: tsx bench/support/bench-build.ts <outDir>');
  await buildBenchClient(outDir);
}
