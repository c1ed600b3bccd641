import { describe, expect, it } from 'vitest';
import { formatDay, formatInstant, formatRelative, zoneOffsetLabel } from '@/lib/time/format';

const AT = '2026-11-21T13:30:00.000Z';

describe('formatInstant', () => {
  it('shows the same instant on the reader clock of each zone', () => {
    expect(formatInstant(AT, 'en', 'Asia/Shanghai', 'time')).toBe('21:30');
    expect(formatInstant(AT, 'en', 'America/New_York', 'time')).toBe('08:30');
    expect(formatInstant(AT, 'en', 'Asia/Kolkata', 'time')).toBe('19:00');
  });

  it('moves the date with the zone and uses the locale', () => {
    const late = '2026-11-21T20:00:00Z';
    expect(formatInstant(late, 'en', 'Asia/Tokyo', 'date')).toBe('November 22, 2026');
    expect(formatInstant(late, 'en', 'America/Los_Angeles', 'date')).toBe('November 21, 2026');
    expect(formatInstant(late, 'zh-CN', 'Asia/Tokyo', 'date')).toBe('2026年11月22日');
    expect(formatInstant(late, 'zh-TW', 'Asia/Tokyo', 'weekdayDate')).toContain('星期日');
  });

  it('accepts epoch milliseconds and Dates, and gives nothing for an invalid instant', () => {
    const ms = Date.parse(AT);
    expect(formatInstant(ms, 'en', 'UTC', 'time')).toBe('13:30');
    expect(formatInstant(new Date(ms), 'en', 'UTC', 'time')).toBe('13:30');
    expect(formatInstant('not a date', 'en', 'UTC')).toBe('');
  });

  it('follows daylight saving time', () => {
    expect(formatInstant('2026-07-01T12:00:00Z', 'en', 'America/New_York', 'time')).toBe('08:00');
    expect(formatInstant('2026-12-01T12:00:00Z', 'en', 'America/New_York', 'time')).toBe('07:00');
  });
});

describe('formatDay', () => {
  it('names a zone-free calendar day', () => {
    expect(formatDay('2026-11-21', 'en')).toBe('November 21, 2026');
    expect(formatDay('2026-11-21', 'zh-CN', 'weekdayDate')).toBe('2026年11月21日星期六');
  });
});

describe('formatRelative', () => {
  const now = Date.parse(AT);
  it('says how far an instant is, in the locale', () => {
    expect(formatRelative(now + 5 * 60_000, 'en', now)).toBe('in 5 min.');
    expect(formatRelative(now - 3 * 3_600_000, 'en', now)).toBe('3 hr. ago');
    expect(formatRelative(now + 5 * 60_000, 'zh-CN', now)).toBe('5分钟后');
    expect(formatRelative(now + 2 * 86_400_000, 'en', now)).toBe('in 2 days');
  });

  it('picks the largest whole unit and truncates toward now', () => {
    expect(formatRelative(now + 119 * 60_000, 'en', now)).toBe('in 1 hr.');
    expect(formatRelative(now + 30_000, 'en', now)).toBe('in 30 sec.');
  });
});

describe('zoneOffsetLabel', () => {
  it('gives the offset in force at the instant', () => {
    expect(zoneOffsetLabel('Asia/Shanghai', new Date(AT))).toBe('GMT+8');
    expect(zoneOffsetLabel('America/New_York', new Date('2026-07-01T12:00:00Z'))).toBe('GMT-4');
    expect(zoneOffsetLabel('America/New_York', new Date('2026-12-01T12:00:00Z'))).toBe('GMT-5');
  });
});
