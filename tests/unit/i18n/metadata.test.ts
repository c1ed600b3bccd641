import { beforeEach, describe, expect, it, vi } from 'vitest';

let requestHeaders = new Headers();
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }));
const { pageMetadata, requestOrigin } = await import('@/lib/i18n/metadata');

beforeEach(() => {
  requestHeaders = new Headers({ host: 'macrodesk.example:8080' });
});

describe('pageMetadata', () => {
  it('gives the canonical URL and hreflang alternates of the three locales plus x-default', async () => {
    const m = await pageMetadata({ locale: 'zh-TW', path: '/calendar?date=2026-11-21', title: 'T', description: 'D' });
    expect(m.metadataBase?.toString()).toBe('http://macrodesk.example:8080/');
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

describe('requestOrigin', () => {
  it('follows a proxy: forwarded host and protocol', async () => {
    requestHeaders = new Headers({ host: 'internal:3000', 'x-forwarded-host': 'macrodesk.example', 'x-forwarded-proto': 'https' });
    expect((await requestOrigin()).toString()).toBe('https://macrodesk.example/');
  });

  it('refuses a host header that is not a host name', async () => {
    requestHeaders = new Headers({ host: 'evil.example/path?x=<script>' });
    expect((await requestOrigin()).host).toBe('localhost');
    requestHeaders = new Headers({ host: 'ok.example', 'x-forwarded-proto': 'javascript' });
    expect((await requestOrigin()).protocol).toBe('http:');
  });
});
