import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_URL_HEADER } from '@/lib/security/headers';

// The image route reads the URL proxy.ts forwarded; here each test says which.
let url = '/en/indicators/1/opengraph-image';
vi.mock('next/headers', () => ({ headers: async () => new Headers({ [REQUEST_URL_HEADER]: url }) }));

const { cachedPreview } = await import('@/lib/share/og/preview-cache');
const { isPreviewPath, previewKey, previewResponse, previewStore, storedPreview } = await import('@/lib/share/og/preview-store');
const { noteUnfresh } = await import('@/lib/view-cache/freshness');

let renders = 0;
const png = (marker: number, status = 200) => async () => {
  renders++;
  await new Promise((r) => setTimeout(r, 10));
  return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47, marker]), { status, headers: { 'content-type': 'image/png' } });
};
const bytes = async (response: Response) => [...new Uint8Array(await response.arrayBuffer())];

let run = 0;
beforeEach(() => {
  renders = 0;
  url = `/en/indicators/${++run}/opengraph-image`;
});

describe('preview images kept by URL', () => {
  it('renders a URL once and answers it from the store after, to proxy.ts as well', async () => {
    const first = await cachedPreview(png(1));
    expect(first.status).toBe(200);
    expect(await bytes(first)).toEqual([0x89, 0x50, 0x4e, 0x47, 1]);
    const again = await cachedPreview(png(2));
    expect(await bytes(again)).toEqual([0x89, 0x50, 0x4e, 0x47, 1]);
    expect(again.headers.get('content-type')).toBe('image/png');
    expect(renders).toBe(1);
    const stored = storedPreview(previewKey(url, ''));
    expect(stored).toBeDefined();
    const fromProxy = previewResponse(stored!, 'GET');
    expect(fromProxy.headers.get('x-preview-cache')).toBe('hit');
    expect(await bytes(fromProxy)).toEqual([0x89, 0x50, 0x4e, 0x47, 1]);
    expect(await previewResponse(stored!, 'HEAD').text()).toBe('');
  });

  it('keys by the whole URL: locale and query make other previews', async () => {
    const base = url;
    await cachedPreview(png(1));
    url = `${base}?date=2026-11-20`;
    expect(await bytes(await cachedPreview(png(2)))).toEqual([0x89, 0x50, 0x4e, 0x47, 2]);
    url = base.replace('/en/', '/zh-TW/');
    expect(await bytes(await cachedPreview(png(3)))).toEqual([0x89, 0x50, 0x4e, 0x47, 3]);
    expect(renders).toBe(3);
  });

  it('shares one render among concurrent requests of a URL', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map((n) => cachedPreview(png(n))));
    expect(renders).toBe(1);
    for (const answer of answers) expect(await bytes(answer)).toEqual([0x89, 0x50, 0x4e, 0x47, 1]);
  });

  it('stores neither an error nor a preview built while the upstream failed', async () => {
    expect((await cachedPreview(png(1, 500))).status).toBe(500);
    await cachedPreview(async () => {
      noteUnfresh();
      return png(2)();
    });
    expect(storedPreview(previewKey(url, ''))).toBeUndefined();
    expect(await bytes(await cachedPreview(png(3)))).toEqual([0x89, 0x50, 0x4e, 0x47, 3]);
    expect(renders).toBe(3);
  });

  it('stays within its byte bound', async () => {
    const store = previewStore();
    for (let i = 0; i < 12; i++) {
      url = `/en/news/${run}-${i}/opengraph-image`;
      await cachedPreview(async () => new Response(new Uint8Array(store.maxBytes / 8), { headers: { 'content-type': 'image/png' } }));
    }
    expect(store.bytes).toBeLessThanOrEqual(store.maxBytes);
  });

  it('knows generated preview paths from the prerendered site-wide one', () => {
    expect(isPreviewPath('/en/indicators/1/opengraph-image')).toBe(true);
    expect(isPreviewPath('/zh-CN/calendar/opengraph-image')).toBe(true);
    expect(isPreviewPath('/opengraph-image')).toBe(false);
    expect(isPreviewPath('/en/indicators/1')).toBe(false);
  });
});
