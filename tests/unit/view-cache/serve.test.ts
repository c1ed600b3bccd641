import { once } from 'node:events';
import { createServer, get, IncomingMessage, ServerResponse, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { Socket, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createViewServer } from '@/lib/view-cache/serve.mjs';
import { noteFreshUntil, noteUnfresh } from '@/lib/view-cache/freshness';
import { requestTimeout } from '@/lib/upstream/deadline';

/**
 * A stand-in for Next's handler with what matters here: a fresh nonce per
 * render in the CSP and on the scripts, the reader's zone from the `tz`
 * cookie, the freshness of the data reported during the render.
 */
interface Fake {
  renders: number;
  freshForMs: number;
  fail: boolean;
  setCookie: boolean;
  /** The page's section streams after its shell, as React sends one whose data came late. */
  streamed: boolean;
}

function fakeNext(fake: Fake, now: () => number) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    fake.renders++;
    const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
    const tz = /(?:^|; )tz=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? 'Asia/Shanghai';
    await new Promise((r) => setTimeout(r, 5));
    if (fake.fail) noteUnfresh();
    else noteFreshUntil(now() + fake.freshForMs);
    res.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; frame-ancestors 'self'`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (fake.setCookie) res.setHeader('Set-Cookie', 'tz=Europe/Paris; Path=/');
    // Streamed in pieces, as React does.
    res.write(`<!DOCTYPE html><html><head><script nonce="${nonce}" src="/a.js"></script></head><body>`);
    res.write(`<p data-tz="${tz}">render ${fake.renders} for ${req.url}</p>`);
    if (fake.streamed) {
      res.write('<section><!--$?--><template id="B:0"></template><p>Loading…</p><!--/$--></section>');
      res.write(`<div hidden id="S:0"><table><tr><td>CPI</td></tr></table></div><script nonce="${nonce}">$RC("B:0","S:0")</script>`);
    }
    res.end(`<script nonce="${nonce}">self.__next_f=[]</script></body></html>`);
  };
}

let server: Server | null = null;
afterEach(async () => {
  await new Promise((r) => (server ? server.close(r) : r(null)));
  server = null;
});

async function start(fake: Partial<Fake> = {}) {
  const state: Fake = { renders: 0, freshForMs: 60_000, fail: false, setCookie: false, streamed: false, ...fake };
  let clock = Date.now();
  const now = () => clock;
  const views = createViewServer({ handle: fakeNext(state, now), now });
  server = createServer((req, res) => void views.serve(req, res));
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return {
    state, base, stats: views.stats,
    advance: (ms: number) => (clock += ms),
    get: (path: string, init?: RequestInit) => fetch(`${base}${path}`, init),
  };
}

/** A response's headers and its bytes as sent (fetch would inflate them). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingMessage['headers'], body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const nonceOfCsp = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
const scriptNonces = (html: string) => [...html.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]);

describe('cache of rendered views', () => {
  it('answers a second reader with the stored view and a new nonce that its own CSP and scripts share', async () => {
    const app = await start();
    const first = await app.get('/en/calendar');
    const second = await app.get('/en/calendar');
    const [a, b] = [await first.text(), await second.text()];
    expect(app.state.renders).toBe(1);
    expect(first.headers.get('x-view-cache')).toBe('miss');
    expect(second.headers.get('x-view-cache')).toBe('hit');
    expect(nonceOfCsp(first)).not.toBe(nonceOfCsp(second));
    for (const [res, html] of [[first, a], [second, b]] as const) {
      expect(scriptNonces(html)).toHaveLength(2);
      expect(new Set(scriptNonces(html))).toEqual(new Set([nonceOfCsp(res)]));
    }
    expect(b.replaceAll(nonceOfCsp(second)!, 'N')).toBe(a.replaceAll(nonceOfCsp(first)!, 'N'));
  });

  it('stores a page with its streamed section moved in place, so that readers without scripts see it', async () => {
    const app = await start({ streamed: true });
    const first = await (await app.get('/en/calendar?date=2026-10-14')).text();
    const second = await app.get('/en/calendar?date=2026-10-14');
    const copy = await second.text();
    expect(first).toContain('<!--$?--><template id="B:0"></template><p>Loading…</p>');
    expect(second.headers.get('x-view-cache')).toBe('hit');
    expect(copy).toContain('<section><!--$--><table><tr><td>CPI</td></tr></table><!--/$--></section>');
    expect(copy).not.toContain('Loading…');
    expect(copy).not.toContain('$RC(');
    expect(new Set(scriptNonces(copy))).toEqual(new Set([nonceOfCsp(second)]));
  });

  it('sends the same headers on a hit as on the render it copies, the nonce aside', async () => {
    const app = await start();
    const headersOf = (res: Response) =>
      [...res.headers]
        .filter(([name]) => !['date', 'x-view-cache', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
        .map(([name, value]) => [name, value.replace(nonceOfCsp(res)!, 'N')]);
    const miss = await app.get('/en/markets');
    const hit = await app.get('/en/markets');
    expect(hit.headers.get('x-view-cache')).toBe('hit');
    expect(headersOf(hit)).toEqual(headersOf(miss));
  });

  it('never gives a reader a copy rendered for another zone or other cookies', async () => {
    const app = await start();
    const ny = { headers: { cookie: 'tz=America/New_York' } };
    await app.get('/en/calendar');
    const first = await (await app.get('/en/calendar', ny)).text();
    const again = await app.get('/en/calendar', { headers: { cookie: 'tz=America/New_York' } });
    expect(first).toContain('data-tz="America/New_York"');
    expect(await again.text()).toContain('data-tz="America/New_York"');
    expect(again.headers.get('x-view-cache')).toBe('hit');
    const other = await (await app.get('/en/calendar', { headers: { cookie: 'tz=Europe/Paris' } })).text();
    expect(other).toContain('data-tz="Europe/Paris"');
    expect(app.state.renders).toBe(3);
  });

  it('keeps a view no longer than its data stay fresh', async () => {
    const app = await start({ freshForMs: 5_000 });
    await app.get('/en/calendar');
    app.advance(4_000);
    expect((await app.get('/en/calendar')).headers.get('x-view-cache')).toBe('hit');
    app.advance(1_000);
    expect((await app.get('/en/calendar')).headers.get('x-view-cache')).toBe('miss');
    expect(app.state.renders).toBe(2);
  });

  it('renders again when the data failed, a cookie is set, or the client router asks', async () => {
    const failing = await start({ fail: true });
    await failing.get('/en');
    await failing.get('/en');
    expect(failing.state.renders).toBe(2);
    await new Promise((r) => server!.close(r));
    const cookie = await start({ setCookie: true });
    await cookie.get('/en');
    await cookie.get('/en');
    await cookie.get('/en', { headers: { rsc: '1' } });
    expect(cookie.state.renders).toBe(3);
  });

  it('renders a view once for readers who ask for it at the same time', async () => {
    const app = await start();
    const pages = await Promise.all(Array.from({ length: 8 }, () => app.get('/en/news').then((r) => r.text())));
    expect(app.state.renders).toBe(1);
    expect(new Set(pages.map((p) => scriptNonces(p)[0])).size).toBe(8);
  });

  it('compresses copies for readers who accept gzip', async () => {
    const app = await start();
    await app.get('/en/news');
    const res = await app.get('/en/news', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('render 1 for /en/news');
  });

  it('gzips a view once, on its first reader who takes gzip, and completes that gzip with each copy\'s nonce', async () => {
    const app = await start();
    const plain = await (await app.get('/en/news', { headers: { 'accept-encoding': 'identity' } })).text();
    const stored = app.stats().bytes;
    const copies = [];
    for (let i = 0; i < 3; i++) copies.push(await rawGet(`${app.base}/en/news`, { 'accept-encoding': 'gzip, deflate, br, zstd' }));
    // The gzip is counted once, with the view it was made of.
    expect(app.stats().bytes).toBeGreaterThan(stored);
    const grown = app.stats().bytes;
    await rawGet(`${app.base}/en/news`, { 'accept-encoding': 'gzip' });
    expect(app.stats().bytes).toBe(grown);
    const nonces = new Set<string>();
    for (const copy of copies) {
      expect(copy.headers['x-view-cache']).toBe('hit');
      expect(copy.headers['content-encoding']).toBe('gzip');
      expect(copy.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(copy.headers['content-length'])).toBe(copy.body.length);
      const html = gunzipSync(copy.body).toString('utf8');
      const nonce = /'nonce-([^']+)'/.exec(String(copy.headers['content-security-policy']))![1];
      expect(new Set(scriptNonces(html))).toEqual(new Set([nonce]));
      expect(html.replaceAll(nonce, 'N')).toBe(plain.replaceAll(scriptNonces(plain)[0], 'N'));
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
    // A reader who takes no gzip still gets the page as it is.
    const identity = await rawGet(`${app.base}/en/news`, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString('utf8')).toContain('render 1 for /en/news');
    expect(app.state.renders).toBe(1);
  });
});

describe('readers waiting for another reader’s render', () => {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  /** A page as Next streams it: in pieces, waiting for `drain` whenever a write reports back-pressure. */
  function streamingNext(state: { renders: number; left: number[] }, opts: { pieces: number; firstRenderMs?: number }) {
    return async (req: IncomingMessage, res: ServerResponse) => {
      const render = ++state.renders;
      state.left.push(requestTimeout(10_000));
      if (render === 1 && opts.firstRenderMs) await sleep(opts.firstRenderMs);
      const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
      noteFreshUntil(Date.now() + 60_000);
      res.setHeader('Content-Security-Policy', `script-src 'nonce-${nonce}'`);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      const pieces = [`<!DOCTYPE html><html><head><script nonce="${nonce}"></script></head><body><p>render ${render}</p>`];
      for (let i = 0; i < opts.pieces; i++) pieces.push(`<p>${String(i).padStart(8, '0')}${'x'.repeat(8 * 1024)}</p>`);
      for (const piece of pieces) {
        if (!res.write(piece)) await once(res, 'drain');
      }
      res.end('</body></html>');
    };
  }

  async function serveWith(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>, budgetMs = 5000) {
    const views = createViewServer({ handle, budgetMs });
    server = createServer((req, res) => void views.serve(req, res));
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const host = `127.0.0.1:${(server!.address() as AddressInfo).port}`;
    return { views, host, get: (path: string) => fetch(`http://${host}${path}`) };
  }

  it('are not held by a renderer whose client never reads its page', async () => {
    const state = { renders: 0, left: [] as number[] };
    const app = await serveWith(streamingNext(state, { pieces: 48 }));
    // The first reader's response never drains nor closes: a client that reads nothing, whatever its buffers.
    const req = new IncomingMessage(new Socket());
    Object.assign(req, { method: 'GET', url: '/en/markets', headers: { host: app.host } });
    const stuck = new ServerResponse(req);
    void app.views.serve(req, stuck);
    await sleep(20);
    const started = Date.now();
    const others = await Promise.all(Array.from({ length: 4 }, () => app.get('/en/markets')));
    const bodies = await Promise.all(others.map((r) => r.text()));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(state.renders).toBe(1);
    for (const [i, res] of others.entries()) {
      expect(res.status).toBe(200);
      expect(res.headers.get('x-view-cache')).toBe('hit');
      expect(bodies[i]).toContain('render 1');
      expect(bodies[i]).toContain('</body></html>');
    }
    expect(stuck.writableFinished).toBe(false);
  });

  it('wait no longer than their own budget, then render with what is left of it', async () => {
    const state = { renders: 0, left: [] as number[] };
    const app = await serveWith(streamingNext(state, { pieces: 1, firstRenderMs: 1500 }), 300);
    const first = app.get('/en/news').then(async (r) => ({ at: Date.now(), cache: r.headers.get('x-view-cache'), body: await r.text() }));
    await sleep(30);
    const readers = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        await sleep(i * 40);
        const at = Date.now();
        const res = await app.get('/en/news');
        const body = await res.text();
        return { ms: Date.now() - at, cache: res.headers.get('x-view-cache'), body };
      }),
    );
    for (const reader of readers) {
      expect(reader.ms).toBeLessThan(300 + 700);
      expect(reader.cache).not.toBe('hit');
      expect(reader.body).not.toContain('render 1<');
    }
    // Every request's deadline starts on arrival: the first render had the 300 ms budget, the waiters what was left of theirs.
    const [firstLeft, ...waitersLeft] = state.left;
    expect(firstLeft).toBeLessThanOrEqual(300);
    expect(firstLeft).toBeGreaterThan(200);
    for (const left of waitersLeft) expect(left).toBeLessThanOrEqual(50);
    expect((await first).body).toContain('render 1<');
  });
});
