import { describe, expect, it, vi } from 'vitest';

vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'evil.example' }) }));
vi.mock('@/lib/config', () => ({ getConfig: () => ({ publicUrl: 'https://macrodesk.example' }) }));
const { pageMetadata } = await import('@/lib/share/page-metadata');
const { generatedPreviewImage } = await import('@/lib/share/og/images');

describe('generatedPreviewImage', () => {
  it('names the opengraph-image route of the page, 1200×630, with the query the route cannot see', () => {
    expect(generatedPreviewImage('zh-TW', '/indicators/310001', 'CPI')).toEqual({
      url: '/zh-TW/indicators/310001/opengraph-image',
      width: 1200,
      height: 630,
      alt: 'CPI',
    });
    expect(generatedPreviewImage('en', '/calendar', 'Day', { date: '2026-11-20', tz: null }).url).toBe('/en/calendar/opengraph-image?date=2026-11-20');
  });

  it('becomes the Open Graph and Twitter image of a page through pageMetadata', async () => {
    const image = generatedPreviewImage('en', '/markets/WGJS/XAU', 'Gold');
    const m = await pageMetadata({ locale: 'en', path: '/markets/WGJS/XAU', title: 'Gold', description: 'D', image });
    expect(m.openGraph?.images).toEqual([image]);
    expect(m.twitter?.images).toEqual([image.url]);
  });
});
