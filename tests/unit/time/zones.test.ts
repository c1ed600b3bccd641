import { describe, expect, it } from 'vitest';
import { addDays, dayBounds, dayIn, isValidDay, overlappingDays, parseWallTime } from '@/lib/time/zones';

describe('parseWallTime', () => {
  it('reads an upstream wall time in the upstream zone', () => {
    expect(parseWallTime('2026-11-06 21:30:00', 'Asia/Shanghai')?.toISOString()).toBe('2026-11-06T13:30:00.000Z');
    expect(parseWallTime('2026-07-03 08:30:00', 'America/New_York')?.toISOString()).toBe('2026-07-03T12:30:00.000Z');
  });

  it('rejects malformed and impossible times', () => {
    for (const bad of ['', '2026-11-06', '2026-02-30 10:00:00', '2026-11-06 24:00:00', 'yesterday']) {
      expect(parseWallTime(bad, 'Asia/Shanghai')).toBeNull();
    }
  });

  it('handles a daylight-saving gap and overlap', () => {
    // 02:30 does not exist in New York on 2026-03-08; the instant after the gap is used.
    expect(parseWallTime('2026-03-08 02:30:00', 'America/New_York')?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 01:30 happens twice on 2026-11-01; the earlier (EDT) is used.
    expect(parseWallTime('2026-11-01 01:30:00', 'America/New_York')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});

describe('days', () => {
  it('validates days', () => {
    expect(isValidDay('2024-02-29')).toBe(true);
    expect(isValidDay('2026-02-29')).toBe(false);
    expect(isValidDay('2026-1-01')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('knows which day an instant falls on per zone', () => {
    const t = new Date('2026-11-21T20:00:00Z');
    expect(dayIn(t, 'Asia/Shanghai')).toBe('2026-11-22');
    expect(dayIn(t, 'Pacific/Honolulu')).toBe('2026-11-21');
  });

  it('gives a 23-hour day on a spring-forward date', () => {
    const { start, end } = dayBounds('2026-03-08', 'America/New_York');
    expect((end.getTime() - start.getTime()) / 3600_000).toBe(23);
  });

  it('finds the upstream days a reader day overlaps', () => {
    expect(overlappingDays('2026-11-21', 'Asia/Shanghai', 'Asia/Shanghai')).toEqual(['2026-11-21']);
    // Honolulu (UTC−10): its day runs 18:00 Shanghai to 18:00 the next day.
    expect(overlappingDays('2026-11-21', 'Pacific/Honolulu', 'Asia/Shanghai')).toEqual(['2026-11-21', '2026-11-22']);
    // Kiritimati (UTC+14): its day starts at 18:00 the day before in Shanghai.
    expect(overlappingDays('2026-11-21', 'Pacific/Kiritimati', 'Asia/Shanghai')).toEqual(['2026-11-20', '2026-11-21']);
  });
});
