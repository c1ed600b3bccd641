import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/config', () => ({ getConfig: () => ({ embedAllowedOrigins: 'https://partner.example' }) }));
const { contentSecurityPolicy, createNonce, frameAncestorsFor, pageSecurityHeaders } = await import('@/lib/security/headers');

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
