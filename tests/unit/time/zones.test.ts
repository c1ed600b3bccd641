import { describe, expect, it, vi } from 'vitest';
import { addDays, dayBounds, dayIn, isValidDay, overlappingDays, parseWallTime, wallTimeIn } from '@/lib/time/zones';

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

describe('wallTimeIn (offsets kept per quarter hour)', () => {
  const formats = new Map<string, Intl.DateTimeFormat>();
  const format = (timeZone: string) =>
    formats.get(timeZone) ??
    formats.set(timeZone, new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })).get(timeZone)!;
  const icu = (at: number, timeZone: string) => {
    const parts = Object.fromEntries(
      format(timeZone)
        .formatToParts(new Date(at))
        .map((p) => [p.type, Number(p.value)]),
    );
    return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute, second: parts.second };
  };
  const differs = (at: number, timeZone: string) => JSON.stringify(wallTimeIn(new Date(at), timeZone)) !== JSON.stringify(icu(at, timeZone));
  // Half-hour and 45-minute offsets, half-hour DST (Lord Howe), zones that skipped a day (Apia), local mean time with seconds.
  const zones = ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Chatham', 'Pacific/Apia', 'Asia/Shanghai', 'Africa/Monrovia', 'UTC'];

  it('reads instants seven seconds apart around changes of offset as ICU does', () => {
    const changes = [
      Date.UTC(2026, 2, 8, 7, 0, 0), // New York springs forward
      Date.UTC(2026, 9, 25, 1, 0, 0), // London falls back
      Date.UTC(2026, 3, 4, 15, 0, 0), // Lord Howe: half an hour back
      Date.UTC(2011, 11, 30, 10, 0, 0), // Apia skips 30 December 2011
      Date.UTC(1972, 0, 7, 0, 44, 30), // Monrovia: -00:44:30 to UTC, inside a quarter hour
    ];
    const wrong: string[] = [];
    for (const timeZone of zones)
      for (const change of changes)
        for (let at = change - 3_600_000; at <= change + 3_600_000; at += 7_001) if (differs(at, timeZone)) wrong.push(`${timeZone} ${new Date(at).toISOString()}`);
    expect(wrong).toEqual([]);
  });

  it('reads random instants from 1900 to 2040 as ICU does, twice (the second time from its store)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const instants = Array.from({ length: 3_000 }, () => Date.UTC(1900, 0, 1) + Math.floor(random() * 140 * 365.25 * 86_400_000));
    const wrong: string[] = [];
    for (const round of [1, 2])
      for (const timeZone of zones)
        for (const at of instants) if (differs(at + round, timeZone)) wrong.push(`${timeZone} ${new Date(at).toISOString()}`);
    expect(wrong).toEqual([]);
  });
});

describe('memory kept across every zone', () => {
  it('keeps the per-zone offset tables under their cap when readers ask every zone on many days, and stays exact', async () => {
    const { keptOffsetQuarters, MAX_KEPT_QUARTERS, wallTimeIn: wall } = await import('@/lib/time/zones');
    const zones = Intl.supportedValuesOf('timeZone');
    expect(zones.length).toBeGreaterThan(400);
    const start = Date.parse('2026-01-01T00:00:00Z');
    let peak = 0;
    // 430 zones × 120 quarters each (a crawl of each zone's pages over a month of days): 51,600 quarters asked.
    for (const zone of zones) {
      for (let q = 0; q < 120; q++) wall(new Date(start + q * 6 * 3600_000), zone);
      peak = Math.max(peak, keptOffsetQuarters());
    }
    expect(zones.length * 120).toBeGreaterThan(MAX_KEPT_QUARTERS);
    expect(peak).toBeLessThanOrEqual(MAX_KEPT_QUARTERS);
    expect(peak).toBeGreaterThan(MAX_KEPT_QUARTERS / 2);
    // Zones dropped from the table read ICU again: the answers do not change.
    const at = new Date('2026-07-01T12:34:56Z');
    const icu = new Intl.DateTimeFormat('en-US', { timeZone: zones[0], hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).format(at);
    const w = wall(at, zones[0]);
    expect(`${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`).toBe(icu);
  });

  it('keeps the Intl formatters of every zone and locale under their cap', async () => {
    const { formatInstant } = await import('@/lib/time/format');
    const { keptFormatterCount, MAX_KEPT } = await import('@/lib/i18n/intl-cache');
    const at = new Date('2026-07-01T12:34:56Z');
    let peak = 0;
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      for (const locale of ['zh-CN', 'en', 'zh-TW']) {
        expect(formatInstant(at, locale, zone, 'time')).toBe(
          new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(at),
        );
        formatInstant(at, locale, zone, 'dateTime');
      }
      peak = Math.max(peak, keptFormatterCount());
    }
    expect(peak).toBeLessThanOrEqual(MAX_KEPT);
    expect(MAX_KEPT).toBeLessThanOrEqual(500);
  });

  it('keeps one store of formatters and offsets for the process, whichever copy of the modules fills it', async () => {
    // Next loads pages, route handlers and preview images through runtimes of their own,
    // each with its own copy of these modules: a store per copy multiplied the bounds.
    const first = { intl: await import('@/lib/i18n/intl-cache'), zones: await import('@/lib/time/zones') };
    vi.resetModules();
    const second = { intl: await import('@/lib/i18n/intl-cache'), zones: await import('@/lib/time/zones') };
    expect(second.intl).not.toBe(first.intl);
    const options = { minimumIntegerDigits: 7, maximumFractionDigits: 3 };
    expect(second.intl.numberFormat('en', options)).toBe(first.intl.numberFormat('en', options));
    for (let i = 0; i < first.intl.MAX_KEPT; i++) first.intl.numberFormat('zh-TW', { minimumIntegerDigits: 1 + (i % 21), maximumFractionDigits: Math.floor(i / 21) });
    for (let i = 0; i < first.intl.MAX_KEPT; i++) second.intl.numberFormat('en', { minimumIntegerDigits: 1 + (i % 21), maximumFractionDigits: Math.floor(i / 21) });
    expect(second.intl.keptFormatterCount()).toBe(first.intl.keptFormatterCount());
    expect(first.intl.keptFormatterCount()).toBeLessThanOrEqual(first.intl.MAX_KEPT);

    first.zones.wallTimeIn(new Date('2026-03-04T05:06:07Z'), 'Pacific/Chatham');
    expect(second.zones.keptOffsetQuarters()).toBe(first.zones.keptOffsetQuarters());
    expect(first.zones.keptOffsetQuarters()).toBeGreaterThan(0);
  });
});
