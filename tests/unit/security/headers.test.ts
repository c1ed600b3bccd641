import { describe, expect, it, vi } from 'vitest';

let publicUrl = 'http://127.0.0.1:3000';
vi.mock('@/lib/config', () => ({ getConfig: () => ({ embedAllowedOrigins: 'https://partner.example', publicUrl }) }));
const { apiSecurityHeaders, contentSecurityPolicy, createNonce, frameAncestorsFor, pageSecurityHeaders } = await import('@/lib/security/headers');
const { linkHeaderOnPublicOrigin } = await import('@/lib/security/link-header');
const { methodNotAllowed } = await import('@/lib/security/methods');
const { isAllowedMethod } = await import('@/lib/security/rules/methods.mjs');
const { slashRedirectTarget } = await import('@/lib/security/rules/paths.mjs');

describe('frame-ancestors', () => {
  it('lets only embed widgets be framed by the configured origins', () => {
    expect(frameAncestorsFor('/en/embed/calendar')).toBe('https://partner.example');
    expect(frameAncestorsFor('/zh-TW/embed/indicator/123')).toBe('https://partner.example');
    expect(frameAncestorsFor('/en/embed')).toBe("'self'");
    expect(frameAncestorsFor('/en/calendar')).toBe("'self'");
    expect(frameAncestorsFor('/xx/embed/calendar')).toBe("'self'");
  });

  it('drops X-Frame-Options on embed widgets only', () => {
    expect(pageSecurityHeaders('/en')['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(pageSecurityHeaders('/en/embed/quotes')['X-Frame-Options']).toBeUndefined();
    expect(pageSecurityHeaders('/en/embed/quotes')['X-Content-Type-Options']).toBe('nosniff');
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts by nonce only, and eval only in development', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc', frameAncestors: "'self'", dev: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy({ nonce: 'abc', frameAncestors: '*', dev: true })).toContain("'unsafe-eval'");
  });

  it('makes a fresh nonce each time', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(createNonce()).not.toBe(a);
  });
});

describe('HSTS', () => {
  it('is sent on pages and JSON when PUBLIC_URL is https, for at least a year', () => {
    publicUrl = 'https://macrodesk.example';
    for (const h of [pageSecurityHeaders('/en'), pageSecurityHeaders('/en/embed/quotes'), apiSecurityHeaders()]) {
      expect(Number(/max-age=(\d+)/.exec(h['Strict-Transport-Security'])?.[1])).toBeGreaterThanOrEqual(31_536_000);
    }
    publicUrl = 'http://127.0.0.1:3000';
    expect(pageSecurityHeaders('/en')['Strict-Transport-Security']).toBeUndefined();
    expect(apiSecurityHeaders()['Strict-Transport-Security']).toBeUndefined();
  });
});

describe('CORS', () => {
  it('lets any site read the public API, and nothing else', () => {
    expect(apiSecurityHeaders()['Access-Control-Allow-Origin']).toBe('*');
    expect(apiSecurityHeaders()['Access-Control-Allow-Credentials']).toBeUndefined();
    expect(pageSecurityHeaders('/en')['Access-Control-Allow-Origin']).toBeUndefined();
    expect(pageSecurityHeaders('/en/embed/quotes')['Access-Control-Allow-Origin']).toBeUndefined();
  });
});

describe('methods', () => {
  it('allows GET and HEAD only; 405 with Allow, JSON on /api/*', async () => {
    expect(['GET', 'HEAD'].every(isAllowedMethod)).toBe(true);
    expect(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'get'].some(isAllowedMethod)).toBe(false);
    const api = methodNotAllowed(true);
    expect(api.status).toBe(405);
    expect(api.headers.get('allow')).toBe('GET, HEAD');
    expect(await api.json()).toEqual({ error: { code: 'method_not_allowed', message: expect.any(String) } });
    expect(methodNotAllowed(false).headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('links written by the proxy', () => {
  it('puts the hreflang Link header on the public origin, whatever host next-intl saw', () => {
    publicUrl = 'https://macrodesk.example';
    const link = '<http://evil.example/zh-CN/calendar?x=1>; rel="alternate"; hreflang="zh-CN", <http://evil.example/en/calendar>; rel="alternate"; hreflang="en"';
    expect(linkHeaderOnPublicOrigin(link)).toBe(
      '<https://macrodesk.example/zh-CN/calendar?x=1>; rel="alternate"; hreflang="zh-CN", <https://macrodesk.example/en/calendar>; rel="alternate"; hreflang="en"',
    );
    publicUrl = 'http://127.0.0.1:3000';
  });

  it('redirects a trailing slash to a path with one leading slash, never to another host', () => {
    expect(slashRedirectTarget('/en/calendar/', '?date=2024-01-02')).toBe('/en/calendar?date=2024-01-02');
    expect(slashRedirectTarget('//evil.example/', '')).toBe('/evil.example');
    expect(slashRedirectTarget('/\\evil.example//', '')).toBe('/evil.example');
    expect(slashRedirectTarget('/en//calendar\\week/', '?a=1')).toBe('/en/calendar/week?a=1');
  });
});
