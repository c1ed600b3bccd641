import { describe, expect, it } from 'vitest';
import {
  daysOfIsoWeek,
  daysOfMonth,
  isoWeekOf,
  mondayOfIsoWeek,
  overlappingDaysOfSpan,
  shiftIsoWeek,
  shiftMonth,
  spanOfDays,
} from '@/lib/time/iso-week';

const HOUR = 3600_000;

describe('ISO weeks ↔ days', () => {
  it('names the week of a day, the ISO year differing from the calendar year at the boundary', () => {
    expect(isoWeekOf('2026-11-23')).toBe('2026-W48');
    expect(isoWeekOf('2026-11-29')).toBe('2026-W48'); // Sunday closes the week
    expect(isoWeekOf('2025-12-29')).toBe('2026-W01'); // Monday of 2026's first week lies in 2025
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53'); // Friday of 2026's 53rd week lies in 2027
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
    expect(isoWeekOf('2021-01-04')).toBe('2021-W01');
  });

  it('gives the seven days of a week across a year boundary', () => {
    expect(daysOfIsoWeek('2026-W01')).toEqual(['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']);
    expect(daysOfIsoWeek('2026-W53')?.[6]).toBe('2027-01-03');
    expect(mondayOfIsoWeek('2020-W53')).toBe('2020-12-28');
  });

  it('refuses weeks that do not exist', () => {
    expect(mondayOfIsoWeek('2021-W53')).toBeNull(); // 2021 has 52 weeks
    expect(mondayOfIsoWeek('2026-W00')).toBeNull();
    expect(mondayOfIsoWeek('2026-W54')).toBeNull();
    expect(mondayOfIsoWeek('2026-W5')).toBeNull();
    expect(mondayOfIsoWeek('2026W05')).toBeNull();
  });

  it('steps weeks across years, round-tripping every week of a span', () => {
    expect(shiftIsoWeek('2026-W53', 1)).toBe('2027-W01');
    expect(shiftIsoWeek('2026-W01', -1)).toBe('2025-W52');
    for (let w = '2019-W01'; w !== '2031-W01'; w = shiftIsoWeek(w, 1)!) {
      const days = daysOfIsoWeek(w)!;
      expect(days.every((d) => isoWeekOf(d) === w)).toBe(true);
    }
  });

  it('spans 167 hours in a New York week that springs forward and 169 when it falls back', () => {
    const spring = spanOfDays(daysOfIsoWeek('2026-W10')!, 'America/New_York'); // clocks change Sun 8 March
    expect(spring.start.toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(spring.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(spring.end.getTime() - spring.start.getTime()).toBe(167 * HOUR);
    const fall = spanOfDays(daysOfIsoWeek('2026-W44')!, 'America/New_York'); // Sun 1 November
    expect(fall.end.getTime() - fall.start.getTime()).toBe(169 * HOUR);
    const shanghai = spanOfDays(daysOfIsoWeek('2026-W10')!, 'Asia/Shanghai');
    expect(shanghai.end.getTime() - shanghai.start.getTime()).toBe(168 * HOUR);
  });

  it('lists the upstream days a reader week overlaps, each once', () => {
    const days = daysOfIsoWeek('2026-W10')!;
    expect(overlappingDaysOfSpan(days, 'Asia/Shanghai', 'Asia/Shanghai')).toEqual(days);
    // New York's Monday 00:00 is Monday 13:00 in Shanghai; its Sunday ends on Monday in Shanghai.
    expect(overlappingDaysOfSpan(days, 'America/New_York', 'Asia/Shanghai')).toEqual([...days, '2026-03-09']);
  });
});

describe('months ↔ days', () => {
  it('lists every day of a month, leap years included', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(daysOfMonth('2026-12')?.at(-1)).toBe('2026-12-31');
    expect(daysOfMonth('2026-13')).toBeNull();
    expect(daysOfMonth('2026-1')).toBeNull();
  });

  it('steps months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});
