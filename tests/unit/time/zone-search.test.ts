import { describe, expect, it } from 'vitest';
import { resolveZone, searchZones } from '@/lib/time/zone-search';
import { ZONE_ABBREVIATIONS, ZONE_CITIES } from '@/lib/time/zone-cities';
import { canonicalTimeZone } from '@/lib/time/zone-name';

const top = (q: string, locale: string) => searchZones(q, locale)[0]?.zone;

describe('searchZones', () => {
  it('finds Tokyo by city in each language', () => {
    expect(top('Tokyo', 'en')).toBe('Asia/Tokyo');
    expect(top('东京', 'zh-CN')).toBe('Asia/Tokyo');
    expect(top('東京', 'zh-TW')).toBe('Asia/Tokyo');
    // A reader may type the other script than their page's.
    expect(top('東京', 'zh-CN')).toBe('Asia/Tokyo');
  });

  it('finds a zone by country name (from Intl.DisplayNames) and by IANA name, case and spaces aside', () => {
    expect(top('Japan', 'en')).toBe('Asia/Tokyo');
    expect(top('日本', 'zh-CN')).toBe('Asia/Tokyo');
    expect(top('new york', 'en')).toBe('America/New_York');
    expect(top('纽约', 'zh-CN')).toBe('America/New_York');
    expect(top('america/los_angeles', 'en')).toBe('America/Los_Angeles');
  });

  it('understands common abbreviations, choosing the zone readers mean', () => {
    expect(top('EST', 'en')).toBe('America/New_York');
    expect(top('est', 'zh-TW')).toBe('America/New_York');
    expect(searchZones('CST', 'en').slice(0, 2).map((m) => m.zone)).toEqual(['America/Chicago', 'Asia/Shanghai']);
    expect(top('JST', 'en')).toBe('Asia/Tokyo');
  });

  it("shows each zone's current offset and the city in the reader's language", () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    expect(searchZones('New York', 'en', 1, winter)[0]).toMatchObject({ city: 'New York', offset: 'GMT-5' });
    expect(searchZones('New York', 'en', 1, summer)[0].offset).toBe('GMT-4');
    expect(searchZones('Tokyo', 'zh-TW', 1, winter)[0]).toMatchObject({ zone: 'Asia/Tokyo', city: '東京', offset: 'GMT+9' });
    expect(searchZones('Tokyo', 'zh-TW', 1, winter)[0].detail).toContain('日本');
  });

  it('answers nothing for nothing, and nothing for nonsense', () => {
    expect(searchZones('  ', 'en')).toEqual([]);
    expect(searchZones('qqqzzz', 'en')).toEqual([]);
  });
});

describe('resolveZone', () => {
  it('takes an IANA name as is, else the best match', () => {
    expect(resolveZone('asia/taipei', 'en')).toBe('Asia/Taipei');
    expect(resolveZone('東京', 'zh-TW')).toBe('Asia/Tokyo');
    expect(resolveZone('EST', 'en')).toBe('America/New_York');
    expect(resolveZone('Atlantis', 'en')).toBeNull();
  });
});

describe('the tables', () => {
  it('name only zones the runtime knows', () => {
    const zones = [...Object.keys(ZONE_CITIES), ...Object.values(ZONE_ABBREVIATIONS).flat()];
    expect(zones.filter((z) => canonicalTimeZone(z) === null)).toEqual([]);
  });
});
