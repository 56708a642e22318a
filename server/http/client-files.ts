/**
 * The built client, held in memory from start-up and sent in one write, compressed once.
 *
 * Streamed from disk (as @fastify/static does) a file takes one event-loop turn per 64 KB
 * read. A server busy with a live centre takes seconds per turn: the summary table's 1.1 MB
 * chunk then needed 18 turns and 48 s to arrive, and the supervisor watched "Loading ...".
 * From memory a file is one write; libuv finishes it without coming back to JavaScript.
 *
 * The list of files is fixed at start-up, as the routes are: a client deployed in place needs
 * a restart to be served anyway (its new hashed names have no routes), so holding index.html
 * from the same moment keeps the shell and its chunks of one build.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.svg',
  '.txt',
]);
/** Below this a compressed body saves less than its headers cost. */
const MIN_COMPRESSED_BYTES = 1024;
/**
 * Names a route can hold as written: the router reads `:` and `*` as parameters. A build
 * names its files with these characters only; anything else is left unserved.
 */
const ROUTABLE_NAME = /^(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*)+$/;
/** Source maps are for a developer's tools: read when first asked for, not kept from start-up. */
const READ_ON_DEMAND = new Set(['.map']);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else the file as
 * it is. A coding named with q=0 is refused; `*` is not read as either (no browser relies on it).
 */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

interface ClientFile {
  absolute: string;
  type: string;
  compressible: boolean;
  /** The bytes and their tag, once read. */
  identity: Promise<{ body: Buffer; etag: string }> | null;
  encoded: Map<'br' | 'gzip', Promise<Buffer>>;
}

export interface ClientFileReply {
  body: Buffer;
  type: string;
  etag: string;
  encoding: ContentEncoding;
}

/** Weak: the same tag stands for every encoding of the same bytes. */
function tagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

function listFiles(root: string, under = ''): string[] {
  const names: string[] = [];
  for (const entry of readdirSync(join(root, under), { withFileTypes: true })) {
    const path = `${under}/${entry.name}`;
    if (entry.isDirectory()) names.push(...listFiles(root, path));
    else if (entry.isFile()) names.push(path);
  }
  return names;
}

export class ClientFiles {
  readonly #files = new Map<string, ClientFile>();

  /** Every routable file below `root`, read now except source maps. */
  constructor(root: string) {
    for (const path of listFiles(root)) {
      if (!ROUTABLE_NAME.test(path)) continue;
      const extension = extname(path).toLowerCase();
      const absolute = join(root, path);
      const file: ClientFile = {
        absolute,
        type: TYPES[extension] ?? 'application/octet-stream',
        compressible: COMPRESSIBLE.has(extension),
        identity: null,
        encoded: new Map(),
      };
      if (!READ_ON_DEMAND.has(extension)) {
        const body = readFileSync(absolute);
        file.identity = Promise.resolve({ body, etag: tagOf(body) });
        // every browser asks for brotli: made now, on the thread pool, the first request of a
        // chunk waits for no compression (a failure shows again when a request makes it)
        if (file.compressible && body.length >= MIN_COMPRESSED_BYTES)
          this.#encoded(file, body, 'br').catch(() => file.encoded.delete('br'));
      }
      this.#files.set(path, file);
    }
  }

  #encoded(file: ClientFile, body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
    let encoded = file.encoded.get(encoding);
    if (encoded === undefined) {
      // on the thread pool, not the event loop; a middle brotli quality: within a few
      // percent of the best size at a tenth of its time
      encoded =
        encoding === 'br'
          ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipped(body);
      file.encoded.set(encoding, encoded);
    }
    return encoded;
  }

  /** URL paths of the files, each starting with `/`. */
  paths(): string[] {
    return [...this.#files.keys()];
  }

  /** A file's bytes in the best encoding the client accepts; each encoding is made once. */
  async reply(path: string, acceptEncoding: string | undefined): Promise<ClientFileReply> {
    const file = this.#files.get(path);
    if (file === undefined) throw new Error(`${path} is not a file of the built client`);
    file.identity ??= readFile(file.absolute).then((body) => ({ body, etag: tagOf(body) }));
    const { body, etag } = await file.identity;
    const wanted = chooseEncoding(acceptEncoding);
    if (wanted === 'identity' || !file.compressible || body.length < MIN_COMPRESSED_BYTES)
      return { body, type: file.type, etag, encoding: 'identity' };
    const compressed = await this.#encoded(file, body, wanted);
    return compressed.length < body.length
      ? { body: compressed, type: file.type, etag, encoding: wanted }
      : { body, type: file.type, etag, encoding: 'identity' };
  }
}
