// One owner per rule: the answers the production server gives before Next
// (scripts/serve.mjs, through lib/security/before-next.mjs) and those of
// proxy.ts carry the same header values, the same 405 and the same redirect
// target, all from lib/security/rules/.
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@/lib/config';

let config: AppConfig;
vi.mock('@/lib/config', async (actual) => ({ ...(await actual<typeof import('@/lib/config')>()), getConfig: () => config }));
// The answers compared here come before locale routing (next-intl's middleware does not load outside Next's bundler).
vi.mock('next-intl/middleware', () => ({
  default: () => () => {
    throw new Error('locale routing is not reached by these requests');
  },
}));
const { parseConfig } = await import('@/lib/config');
const { default: proxy } = await import('@/proxy');
const { answersBeforeNext, serverAnswerHeaders } = await import('@/lib/security/before-next.mjs');
const { COMMON_SECURITY_HEADERS, noDocumentSecurityHeaders } = await import('@/lib/security/rules/headers.mjs');
const { ALLOWED_METHODS, methodNotAllowedBody } = await import('@/lib/security/rules/methods.mjs');
const { slashRedirectTarget } = await import('@/lib/security/rules/paths.mjs');

const root = path.resolve(import.meta.dirname, '../../..');

function configure(publicUrl: string) {
  config = parseConfig({ SIMULATOR_URL: 'http://127.0.0.1:9', PUBLIC_URL: publicUrl, RATE_LIMIT: 'off', PAGE_RATE_LIMIT: 'off' });
}

let server: Server | null = null;
afterEach(async () => {
  await new Promise((r) => (server ? server.close(r) : r(null)));
  server = null;
});

/** The production server's front as scripts/serve.mjs builds it, with a stand-in for Next behind it. */
async function startServer(publicUrl: string) {
  const answeredHere = answersBeforeNext({ publicUrl });
  server = createServer((req, res) => {
    if (!answeredHere(req, res)) res.end('next');
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  // Raw requests: fetch refuses TRACE and would resolve `//host/` paths.
  return (method: string, target: string) =>
    new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path: target }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body }));
      });
      req.on('error', reject);
      req.end();
    });
}

const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

describe('the server before Next and proxy.ts answer alike', () => {
  it.each(['http://127.0.0.1:3000', 'https://macrodesk.example'])('a 405 on /api/* (PUBLIC_URL %s): same security headers, Allow and JSON', async (publicUrl) => {
    configure(publicUrl);
    const ask = await startServer(publicUrl);
    const served = await ask('TRACE', '/api/quotes?codes=WGJS|XAU');
    const proxied = proxy(new NextRequest('http://localhost/api/quotes?codes=WGJS|XAU', { method: 'POST' }));

    const rule = lower(noDocumentSecurityHeaders(publicUrl));
    expect(Object.keys(rule)).toEqual(expect.arrayContaining(['x-content-type-options', 'referrer-policy', 'permissions-policy', 'content-security-policy', 'x-frame-options']));
    expect('strict-transport-security' in rule).toBe(publicUrl.startsWith('https:'));
    expect(served.status).toBe(405);
    expect(proxied.status).toBe(405);
    for (const [name, value] of Object.entries(rule)) {
      expect(served.headers[name], `server's ${name}`).toBe(value);
      expect(proxied.headers.get(name), `proxy's ${name}`).toBe(value);
    }
    expect(served.headers['cache-control']).toBe(lower(serverAnswerHeaders(publicUrl))['cache-control']);
    expect(served.headers.allow).toBe(ALLOWED_METHODS);
    expect(proxied.headers.get('allow')).toBe(ALLOWED_METHODS);
    expect(served.body).toBe(methodNotAllowedBody(true).body);
    expect(await proxied.text()).toBe(served.body);
    expect(JSON.parse(served.body)).toEqual({ error: { code: 'method_not_allowed', message: expect.any(String) } });
  });

  it('a 405 on a page: the same text, Allow and common headers', async () => {
    const publicUrl = 'https://macrodesk.example';
    configure(publicUrl);
    const ask = await startServer(publicUrl);
    for (const target of ['/en/calendar', '/wp-login.php']) {
      const served = await ask('TRACE', target);
      const proxied = proxy(new NextRequest(`http://localhost${target}`, { method: 'DELETE' }));
      expect([served.status, proxied.status]).toEqual([405, 405]);
      expect(served.body).toBe(methodNotAllowedBody(false).body);
      expect(await proxied.text()).toBe(served.body);
      expect(served.headers['content-type']).toBe(proxied.headers.get('content-type'));
      expect(served.headers.allow).toBe(proxied.headers.get('allow'));
      for (const [name, value] of Object.entries(lower({ ...COMMON_SECURITY_HEADERS }))) {
        expect(served.headers[name], `server's ${name}`).toBe(value);
        expect(proxied.headers.get(name), `proxy's ${name}`).toBe(value);
      }
      expect(served.headers['strict-transport-security']).toBe(proxied.headers.get('strict-transport-security'));
    }
  });

  it('the slash redirects: one target rule, relative with one leading slash, with the headers of the one module', async () => {
    const publicUrl = 'http://127.0.0.1:3000';
    configure(publicUrl);
    const ask = await startServer(publicUrl);
    for (const [target, location] of [
      ['//evil.example/?a=1', '/evil.example?a=1'],
      ['/\\evil.example/en/calendar/', '/evil.example/en/calendar'],
      ['//x', '/x'],
      ['/en//calendar/week', '/en/calendar/week'],
    ]) {
      const served = await ask('GET', target);
      expect(served.status, target).toBe(308);
      expect(served.headers.location, target).toBe(location);
      const [pathname, search = ''] = target.split(/(?=\?)/);
      expect(slashRedirectTarget(pathname, search)).toBe(location);
      for (const [name, value] of Object.entries(lower(serverAnswerHeaders(publicUrl)))) expect(served.headers[name], `${target} ${name}`).toBe(value);
    }
    // The proxy's trailing-slash redirect: the same rule and status.
    const proxied = proxy(new NextRequest('http://localhost/en/calendar/?date=2024-03-04'));
    expect(proxied.status).toBe(308);
    const location = new URL(proxied.headers.get('location')!);
    expect(`${location.pathname}${location.search}`).toBe(slashRedirectTarget('/en/calendar/', '?date=2024-03-04'));
    expect(proxied.headers.get('x-content-type-options')).toBe(COMMON_SECURITY_HEADERS['X-Content-Type-Options']);
    // Anything else goes on to Next.
    expect((await ask('GET', '/en/calendar')).body).toBe('next');
    expect((await ask('POST', '/en/calendar')).body).toBe('next');
  });

  it('leaves no copy: the server and the proxy write no header value, 405 text or redirect rule of their own', () => {
    const files = ['scripts/serve.mjs', 'lib/security/before-next.mjs', 'lib/security/headers.ts', 'lib/security/methods.ts', 'lib/security/common-headers.ts', 'lib/security/public-origin.ts', 'lib/security/link-header.ts', 'proxy.ts', 'next.config.ts'];
    const copies = ['nosniff', 'strict-origin-when-cross-origin', 'camera=()', 'max-age=', "default-src 'none'", 'GET, HEAD', 'only GET and HEAD', "'/api/'"];
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const copy of copies) expect(text.includes(copy), `${file} holds ${copy}`).toBe(false);
    }
    const serve = readFileSync(path.join(root, 'scripts/serve.mjs'), 'utf8');
    expect(serve).toContain("from '../lib/security/before-next.mjs'");
  });
});
