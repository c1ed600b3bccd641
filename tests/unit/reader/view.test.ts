import { beforeEach, describe, expect, it, vi } from 'vitest';

const jar = new Map<string, string>();
const setRequestLocale = vi.fn();
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
  headers: async () => new Headers({ 'x-macrodesk-url': '/en/calendar?tz=Asia%2FTokyo&colors=red-up' }),
}));
vi.mock('next-intl/server', () => ({ setRequestLocale: (l: string) => setRequestLocale(l) }));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
vi.mock('@/lib/config', () => ({ getConfig: () => ({ defaultTimeZone: 'Asia/Shanghai' }) }));

const { readerView, requestReaderView, viewOf, routeLocale } = await import('@/lib/reader/view');
const { pickTimeZone } = await import('@/lib/reader/zone');

const props = (locale: string, sp: Record<string, string | string[]> = {}) => ({
  params: Promise.resolve({ locale }),
  searchParams: Promise.resolve(sp),
});

beforeEach(() => {
  jar.clear();
  setRequestLocale.mockClear();
});

describe('the zone order', () => {
  it('is tz in the URL, then the remembered (or detected) cookie, then DEFAULT_TIME_ZONE', () => {
    expect(pickTimeZone('Europe/London', 'Asia/Tokyo', 'Asia/Shanghai')).toBe('Europe/London');
    expect(pickTimeZone(undefined, 'Asia/Tokyo', 'Asia/Shanghai')).toBe('Asia/Tokyo');
    expect(pickTimeZone('Mars/Olympus', 'Asia/Tokyo', 'Asia/Shanghai')).toBe('Asia/Tokyo');
    expect(pickTimeZone('Mars/Olympus', 'nonsense', 'Asia/Shanghai')).toBe('Asia/Shanghai');
  });
});

describe('readerView', () => {
  it('checks the locale once: an unknown one is a 404, a known one is set for next-intl', async () => {
    await expect(readerView(props('fr'))).rejects.toThrow('NEXT_NOT_FOUND');
    expect(setRequestLocale).not.toHaveBeenCalled();
    const view = await readerView(props('zh-TW'));
    expect(setRequestLocale).toHaveBeenCalledWith('zh-TW');
    expect(view).toMatchObject({ locale: 'zh-TW', variant: 'apitc', tz: 'Asia/Shanghai', colors: 'red-up', tzParam: null, colorsParam: null, problems: [] });
  });

  it('derives the upstream variant from the locale', async () => {
    expect((await readerView(props('zh-CN'))).variant).toBe('api');
    expect((await readerView(props('en'))).variant).toBe('apien');
  });

  it('keeps in links only what the URL carried, canonical, first value of a repeated parameter', async () => {
    jar.set('tz', 'Europe/Berlin');
    jar.set('colors', 'red-up');
    const fromUrl = await readerView(props('en', { tz: ['asia/tokyo', 'UTC'], colors: 'green-up' }));
    expect(fromUrl).toMatchObject({ tz: 'Asia/Tokyo', tzParam: 'Asia/Tokyo', colors: 'green-up', colorsParam: 'green-up' });
    const remembered = await readerView(props('en'));
    expect(remembered).toMatchObject({ tz: 'Europe/Berlin', tzParam: null, colors: 'red-up', colorsParam: null });
  });

  it('embeds ignore cookies: their state is in the URL', async () => {
    jar.set('tz', 'Europe/Berlin');
    jar.set('colors', 'red-up');
    expect(await readerView(props('en'), { remembered: false })).toMatchObject({ tz: 'Asia/Shanghai', colors: 'green-up' });
  });

  it('names an invalid tz or colors as a problem and falls back', async () => {
    const view = await readerView(props('en', { tz: 'Mars/Olympus', colors: 'purple-up' }));
    expect(view.problems).toEqual([
      { param: 'tz', value: 'Mars/Olympus' },
      { param: 'colors', value: 'purple-up' },
    ]);
    expect(view).toMatchObject({ tz: 'Asia/Shanghai', tzParam: null, colors: 'green-up', colorsParam: null });
  });

  it("today is the reader's day in their zone", () => {
    const now = new Date('2026-11-23T20:00:00Z'); // Monday evening in New York, Tuesday in Shanghai
    expect(viewOf('en', { tz: 'America/New_York' }, () => undefined, 'UTC', now).today).toBe('2026-11-23');
    expect(viewOf('en', {}, () => undefined, 'Asia/Shanghai', now).today).toBe('2026-11-24');
  });
});

describe('requestReaderView and routeLocale', () => {
  it('reads the forwarded URL where a layout gets no search params', async () => {
    expect(await requestReaderView('en')).toMatchObject({ tz: 'Asia/Tokyo', tzParam: 'Asia/Tokyo', colorsParam: 'red-up' });
  });

  it('gives generateMetadata the locale or null', async () => {
    expect(await routeLocale(Promise.resolve({ locale: 'en' }))).toBe('en');
    expect(await routeLocale(Promise.resolve({ locale: 'EN' }))).toBeNull();
  });
});
