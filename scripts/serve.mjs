#!/usr/bin/env node
// The production server: Next's request handler behind a plain Node HTTP
// server, so that the app knows the address of the socket a request came on.
// `next start` only writes it into X-Forwarded-For when a request has none,
// and a client can send its own; here the peer address travels in a header
// that the client cannot set (any copy it sends is overwritten). The rate
// limit (lib/api/client-address.ts) reads it with TRUST_PROXY.
// Pages then go through the cache of rendered views (lib/view-cache/serve.mjs).
// Usage: node scripts/serve.mjs -p PORT -H HOST   (scripts/launch.mjs start runs it)
import { createServer } from 'node:http';
import next from 'next';
import { createViewServer } from '../lib/view-cache/serve.mjs';

process.env.NODE_ENV = 'production';
const arg = (flag, fallback) => {
  const i = process.argv.indexOf(flag);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const port = Number(arg('-p', process.env.PORT || '3000'));
const hostname = arg('-H', process.env.HOSTNAME || '127.0.0.1');

/** Request header carrying the socket's peer address (lib/api/client-address.ts reads it). */
const PEER_HEADER = 'x-macrodesk-peer';

// Next names its own origin `localhost` in the URLs proxy.ts sees (a rewrite of next-intl's
// included); given another host name here it would fetch such a rewrite over HTTP from itself.
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
const views = createViewServer({ handle });

/**
 * Two answers Next gives before proxy.ts can add the security headers, given
 * here instead with the headers of a response that holds no document:
 * - TRACE, TRACK and CONNECT, which Next cannot turn into a Request for the
 *   proxy (a 500 with a stack trace in the log): 405, as for any method but
 *   GET/HEAD (lib/security/methods.ts);
 * - the redirect that collapses repeated slashes and backslashes in a path
 *   (`//evil.example/`): relative, with one leading slash.
 */
const NO_DOCUMENT_HEADERS = {
  // lib/security/common-headers.ts, which this script cannot import.
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
  ...(/^https:/i.test(process.env.PUBLIC_URL ?? '') ? { 'strict-transport-security': 'max-age=63072000' } : {}),
};
const UNREPRESENTABLE = new Set(['TRACE', 'TRACK', 'CONNECT']);

function answeredHere(req, res) {
  const [path, query] = splitUrl(req.url ?? '/');
  if (UNREPRESENTABLE.has(req.method ?? '')) {
    const api = path === '/api' || path.startsWith('/api/');
    const body = api
      ? JSON.stringify({ error: { code: 'method_not_allowed', message: 'only GET and HEAD are accepted' } })
      : '405 Method Not Allowed: only GET and HEAD are accepted.\n';
    const type = api ? 'application/json' : 'text/plain; charset=utf-8';
    res.writeHead(405, { ...NO_DOCUMENT_HEADERS, allow: 'GET, HEAD', 'content-type': type });
    res.end(body);
    return true;
  }
  if (/\/\/|\\/.test(path)) {
    const clean = `/${path.replace(/\\/g, '/').replace(/\/{2,}/g, '/').replace(/^\/+|\/+$/g, '')}${query}`;
    res.writeHead(308, { ...NO_DOCUMENT_HEADERS, location: clean });
    res.end();
    return true;
  }
  return false;
}

function splitUrl(url) {
  const i = url.indexOf('?');
  return i === -1 ? [url, ''] : [url.slice(0, i), url.slice(i)];
}

const server = createServer((req, res) => {
  if (answeredHere(req, res)) return;
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
  views.serve(req, res).catch((error) => {
    console.error('request failed', error instanceof Error ? error.message : error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
    res.end('Internal Server Error');
  });
});
server.listen(port, hostname, () => console.log(`[macrodesk] ready on http://${hostname}:${port}`));

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
