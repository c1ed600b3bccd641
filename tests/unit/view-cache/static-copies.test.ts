import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import compression from 'next/dist/compiled/compression/index.js';
import { acceptsGzip } from '@/lib/view-cache/capture.mjs';
import { createStaticCopies } from '@/lib/view-cache/static-copies.mjs';

// Next's static files as Next sends them: from disk, streamed, with their own headers, compressed
// by the request's Accept-Encoding (Next's `compress`).
const dir = mkdtempSync(path.join(tmpdir(), 'macrodesk-static-'));
const SCRIPT = `(globalThis.TURBOPACK||=[]).push(${JSON.stringify('x'.repeat(40_000))});\n`;
writeFileSync(path.join(dir, 'app.js'), SCRIPT);
writeFileSync(path.join(dir, 'big.js'), 'y'.repeat(300_000));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fakeNext(calls: string[]) {
  const compress = compression();
  return (req: IncomingMessage, res: ServerResponse) => compress(req, res, () => send(req, res, calls));
}

function send(req: IncomingMessage, res: ServerResponse, calls: string[]) {
  {
    calls.push(`${req.method} ${req.url} ${req.headers['accept-encoding'] ?? '-'}`);
    const name = (req.url ?? '').replace('/_next/static/chunks/', '').split('?')[0];
    const file = path.join(dir, name);
    if (!['app.js', 'big.js'].includes(name)) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain');
      res.end('not found');
      return;
    }
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
    res.setHeader('ETag', 'W/"9c5f-19ac"');
    res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    res.setHeader('Content-Length', String(name === 'app.js' ? Buffer.byteLength(SCRIPT) : 300_000));
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file).pipe(res);
  };
}

let server: Server | null = null;
afterEach(async () => {
  await new Promise((r) => (server ? server.close(r) : r(null)));
  server = null;
});

async function start(maxBytes?: number) {
  const calls: string[] = [];
  const statics = createStaticCopies({ handle: fakeNext(calls), maxBytes });
  server = createServer((req, res) => {
    if (statics.takes(req)) void statics.serve(req, res);
    else {
      calls.push(`elsewhere ${req.url}`);
      res.end('page');
    }
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return { calls, statics, base };
}

/** The raw answer (fetch would decode it). */
async function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

describe('the build’s static files, kept compressed', () => {
  it('asks Next once per file; later readers get the same bytes and headers from memory', async () => {
    const { calls, statics, base } = await start();
    const url = `${base}/_next/static/chunks/app.js`;
    const first = await get(url, GZIP);
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.body).toString()).toBe(SCRIPT);
    // Next was asked for the bytes as they are: the reader's encoding applied on the way out.
    expect(calls).toEqual(['GET /_next/static/chunks/app.js -']);
    await expect.poll(() => statics.stats().files).toBe(1);

    for (const headers of [GZIP, { 'accept-encoding': 'gzip' }, {}]) {
      const again = await get(url, headers);
      expect(again.status).toBe(200);
      const zipped = headers['accept-encoding' as keyof typeof headers] !== undefined;
      expect(again.headers['content-encoding']).toBe(zipped ? 'gzip' : undefined);
      expect((zipped ? gunzipSync(again.body) : again.body).toString()).toBe(SCRIPT);
      expect(Number(again.headers['content-length'])).toBe(again.body.length);
      for (const name of ['cache-control', 'content-type', 'etag', 'content-security-policy']) {
        expect(again.headers[name], name).toBe(first.headers[name]);
      }
      expect(again.headers.vary).toMatch(/accept-encoding/i);
    }
    expect(calls).toHaveLength(1);
    expect(statics.stats().bytes).toBeGreaterThan(Buffer.byteLength(SCRIPT));
  });

  it('leaves HEAD, ranges, conditional requests and other paths to the rest of the server', async () => {
    const { calls, base } = await start();
    const url = `${base}/_next/static/chunks/app.js`;
    await get(url, GZIP);
    calls.length = 0;
    expect((await get(url, {}, 'HEAD')).status).toBe(200);
    await get(url, { range: 'bytes=0-9' });
    await get(url, { 'if-none-match': 'W/"9c5f-19ac"' });
    await get(url, { 'if-modified-since': new Date().toUTCString() });
    await get(`${base}/en/calendar`, GZIP);
    // Not taken: the server hands them on (to the cache of rendered views, which hands them to Next).
    expect(calls).toEqual([...Array(4).fill('elsewhere /_next/static/chunks/app.js'), 'elsewhere /en/calendar']);
  });

  it('keeps no copy of an answer that is not a 200, and none past its bound', async () => {
    const { calls, statics, base } = await start(100_000);
    for (let i = 0; i < 2; i++) expect((await get(`${base}/_next/static/chunks/missing.js`, GZIP)).status).toBe(404);
    for (let i = 0; i < 2; i++) {
      const big = await get(`${base}/_next/static/chunks/big.js`, GZIP);
      expect(gunzipSync(big.body).length).toBe(300_000);
    }
    expect(calls).toHaveLength(4);
    expect(statics.stats()).toMatchObject({ files: 0, bytes: 0 });
  });

  it('answers readers who come together while the first copy is made', async () => {
    const { calls, base } = await start();
    const url = `${base}/_next/static/chunks/app.js`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(url, GZIP)));
    for (const a of answers) expect(gunzipSync(a.body).toString()).toBe(SCRIPT);
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(calls.length).toBeLessThanOrEqual(5);
  });
});

describe('acceptsGzip', () => {
  it('reads the Accept-Encoding names and weights', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip(['deflate', 'GZIP'])).toBe(true);
  });
});
