import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseEncoding, ClientFiles } from './client-files';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('BR;q=0.5')).toBe('br');
    expect(chooseEncoding('gzip;q=0, br;q=0.0')).toBe('identity');
    expect(chooseEncoding('*')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
  });
});

describe('the built client in memory', () => {
  let root: string;
  const chunk = `export const rows = [${'"a business process",'.repeat(4000)}];`;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'cc-client-files-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>cc</title>');
    writeFileSync(join(root, 'assets', 'summary-table-abc.js'), chunk);
    writeFileSync(join(root, 'assets', 'summary-table-abc.js.map'), '{"version":3}');
    writeFileSync(join(root, 'assets', 'odd:name*.js'), 'x');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists each routable file and leaves out names the router would read as parameters', () => {
    expect(new ClientFiles(root).paths().sort()).toEqual([
      '/assets/summary-table-abc.js',
      '/assets/summary-table-abc.js.map',
      '/index.html',
    ]);
  });

  it('sends what the client accepts, the same bytes each way, with one tag', async () => {
    const files = new ClientFiles(root);
    const br = await files.reply('/assets/summary-table-abc.js', 'gzip, br');
    const gz = await files.reply('/assets/summary-table-abc.js', 'gzip');
    const plain = await files.reply('/assets/summary-table-abc.js', undefined);
    expect([br.encoding, gz.encoding, plain.encoding]).toEqual(['br', 'gzip', 'identity']);
    expect(br.body.length).toBeLessThan(chunk.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(chunk);
    expect(gunzipSync(gz.body).toString()).toBe(chunk);
    expect(plain.body.toString()).toBe(chunk);
    expect(new Set([br.etag, gz.etag, plain.etag]).size).toBe(1);
    expect(plain.type).toBe('text/javascript; charset=utf-8');
    // a small file goes as it is: compressed it would save less than its headers cost
    expect((await files.reply('/index.html', 'br')).encoding).toBe('identity');
  });

  it('holds the files of start-up: a file written later is not served, and a source map is read when asked for', async () => {
    const files = new ClientFiles(root);
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>another build</title>');
    writeFileSync(join(root, 'assets', 'summary-table-abc.js.map'), '{"version":3,"later":1}');
    writeFileSync(join(root, 'assets', 'new-def.js'), 'x');
    expect((await files.reply('/index.html', undefined)).body.toString()).toContain('<title>cc');
    expect(
      (await files.reply('/assets/summary-table-abc.js.map', undefined)).body.toString(),
    ).toContain('later');
    expect(files.paths()).not.toContain('/assets/new-def.js');
    await expect(files.reply('/assets/new-def.js', undefined)).rejects.toThrow(/not a file/);
  });
});
