import { describe, expect, it } from 'vitest';
import { allTimeZones, canonicalTimeZone, COMMON_TIME_ZONES } from '@/lib/time/zone-name';

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

describe('allTimeZones', () => {
  it('lists common zones first, then every other zone once', () => {
    const zones = allTimeZones();
    expect(zones.slice(0, COMMON_TIME_ZONES.length)).toEqual([...COMMON_TIME_ZONES]);
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones).toContain('Pacific/Auckland');
  });
});

describe('abbreviations in a tz parameter', () => {
  it('resolve to the zone readers mean, not the IANA link', () => {
    expect(canonicalTimeZone('EST')).toBe('America/New_York');
    expect(canonicalTimeZone('jst')).toBe('Asia/Tokyo');
    expect(canonicalTimeZone('GMT')).toBe('UTC');
  });
});
