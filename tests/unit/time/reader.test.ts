import { beforeEach, describe, expect, it, vi } from 'vitest';

const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
}));
vi.mock('@/lib/config', () => ({ getConfig: () => ({ defaultTimeZone: 'Asia/Shanghai' }) }));

const { pickTimeZone, readerTimeZone, readerTimeZoneParam } = await import('@/lib/time/reader');
const { canonicalTimeZone, allTimeZones, COMMON_TIME_ZONES } = await import('@/lib/time/zone-name');

beforeEach(() => jar.clear());

describe('pickTimeZone', () => {
  it('prefers the query parameter, then the cookie, then the default', () => {
    expect(pickTimeZone('Europe/London', 'Asia/Tokyo', 'Asia/Shanghai')).toBe('Europe/London');
    expect(pickTimeZone(undefined, 'Asia/Tokyo', 'Asia/Shanghai')).toBe('Asia/Tokyo');
    expect(pickTimeZone('Mars/Olympus', 'Asia/Tokyo', 'Asia/Shanghai')).toBe('Asia/Tokyo');
    expect(pickTimeZone('Mars/Olympus', 'nonsense', 'Asia/Shanghai')).toBe('Asia/Shanghai');
  });
});

describe('canonicalTimeZone', () => {
  it('accepts IANA names case-insensitively and returns the canonical spelling', () => {
    expect(canonicalTimeZone('america/new_york')).toBe('America/New_York');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
  });

  it('rejects unknown zones and anything that is not a zone name', () => {
    for (const bad of ['', 'Nowhere/Town', '<script>', 'Asia/Shanghai;x', 'a'.repeat(80), null, undefined]) {
      expect(canonicalTimeZone(bad), String(bad)).toBeNull();
    }
  });
});

describe('readerTimeZone', () => {
  it('reads a Next 16 searchParams promise, a record or URLSearchParams', async () => {
    expect(await readerTimeZone(Promise.resolve({ tz: 'America/New_York' }))).toBe('America/New_York');
    expect(await readerTimeZone({ tz: ['Europe/Paris', 'Asia/Tokyo'] })).toBe('Europe/Paris');
    expect(await readerTimeZone(new URLSearchParams('tz=Asia/Taipei'))).toBe('Asia/Taipei');
  });

  it('falls back to the tz cookie, then to DEFAULT_TIME_ZONE', async () => {
    jar.set('tz', 'Europe/Berlin');
    expect(await readerTimeZone({ tz: 'bogus' })).toBe('Europe/Berlin');
    expect(await readerTimeZone()).toBe('Europe/Berlin');
    jar.set('tz', 'bogus');
    expect(await readerTimeZone({})).toBe('Asia/Shanghai');
  });

  it('gives the URL zone for links only when the URL carries a valid one', async () => {
    jar.set('tz', 'Europe/Berlin');
    expect(await readerTimeZoneParam({ tz: 'asia/tokyo' })).toBe('Asia/Tokyo');
    expect(await readerTimeZoneParam({})).toBeNull();
    expect(await readerTimeZoneParam({ tz: 'bogus' })).toBeNull();
  });
});

describe('allTimeZones', () => {
  it('lists common zones first, then every other zone once', () => {
    const zones = allTimeZones();
    expect(zones.slice(0, COMMON_TIME_ZONES.length)).toEqual([...COMMON_TIME_ZONES]);
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones).toContain('Pacific/Auckland');
  });
});
