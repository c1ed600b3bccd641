import { beforeEach, describe, expect, it, vi } from 'vitest';

let requestHeaders = new Headers();
let publicUrl = 'https://macrodesk.example';
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }));
vi.mock('@/lib/config', () => ({ getConfig: () => ({ publicUrl }) }));
const { pageMetadata } = await import('@/lib/share/page-metadata');
const { absoluteUrl, strictTransportSecurity } = await import('@/lib/security/public-origin');

beforeEach(() => {
  // A poisoned request: nothing of it may reach an absolute URL.
  requestHeaders = new Headers({ host: 'evil.example:8080', 'x-forwarded-host': 'evil2.example', 'x-forwarded-proto': 'https' });
  publicUrl = 'https://macrodesk.example';
});

describe('pageMetadata', () => {
  it('gives the canonical URL and hreflang alternates of the three locales plus x-default', async () => {
    const m = await pageMetadata({ locale: 'zh-TW', path: '/calendar?date=2026-11-21', title: 'T', description: 'D' });
    expect(m.metadataBase?.toString()).toBe('https://macrodesk.example/');
    expect(m.alternates?.canonical).toBe('/zh-TW/calendar?date=2026-11-21');
    expect(m.alternates?.languages).toEqual({
      'zh-CN': '/zh-CN/calendar?date=2026-11-21',
      en: '/en/calendar?date=2026-11-21',
      'zh-TW': '/zh-TW/calendar?date=2026-11-21',
      'x-default': '/zh-CN/calendar?date=2026-11-21',
    });
    expect(m.title).toBe('T');
    expect(m.description).toBe('D');
  });

  it('maps the dashboard path to the bare locale and adds a preview image', async () => {
    const m = await pageMetadata({ locale: 'en', path: '', title: 'Dashboard', description: 'D' });
    expect(m.alternates?.canonical).toBe('/en');
    expect((await pageMetadata({ locale: 'en', path: '/', title: 'x', description: 'y' })).alternates?.canonical).toBe('/en');
    expect(m.openGraph).toMatchObject({ url: '/en', title: 'Dashboard', images: [{ url: '/opengraph-image', width: 1200 }] });
    const own = await pageMetadata({ locale: 'en', path: '/news/1', title: 'N', description: 'D', image: { url: '/x.png', width: 10, height: 10, alt: 'x' } });
    expect(own.openGraph).toMatchObject({ images: [{ url: '/x.png' }] });
  });
});

describe('the public origin (PUBLIC_URL)', () => {
  it('is the only origin of absolute URLs, whatever Host and X-Forwarded-Host say', async () => {
    publicUrl = 'http://127.0.0.1:3000';
    expect(String((await pageMetadata({ locale: 'en', path: '', title: 'x', description: 'y' })).metadataBase)).toBe('http://127.0.0.1:3000/');
    expect(absoluteUrl('/en/calendar?date=2026-11-21')).toBe('http://127.0.0.1:3000/en/calendar?date=2026-11-21');
    expect(absoluteUrl('//evil.example/x')).toBe('http://127.0.0.1:3000//evil.example/x');
  });

  it('asks for HSTS of at least a year when it is https, and never on http', () => {
    const hsts = strictTransportSecurity();
    expect(Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);
    publicUrl = 'http://127.0.0.1:3000';
    expect(strictTransportSecurity()).toBeNull();
  });
});
