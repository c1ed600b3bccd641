import { describe, expect, it } from 'vitest';
import { ALARM_MINUTES, parseAlarm } from '@/lib/calendar/alarm';
import { exportQuery } from '@/lib/calendar/api-query';
import { icsCalendar, icsDuration } from '@/lib/calendar/ics';
import { releaseToIcs, type ExportText } from '@/lib/calendar/export';
import { release } from '../support/calendar-fixtures';

const text = {
  previous: 'Previous', forecast: 'Forecast', actual: 'Actual', revisedFrom: (p: string) => p, pending: 'pending',
  importance: (n: number) => `${n}`, bullish: (a: string) => a, bearish: (a: string) => a, ruleAbove: (b: string) => b,
  timeUnconfirmed: 'unconfirmed', kind: (k: string) => k,
} as ExportText;
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '');
const now = new Date('2026-11-01T00:00:00Z');

describe('alarm parameter', () => {
  it('takes exactly 5, 10, 15, 30 or 60', () => {
    for (const m of ALARM_MINUTES) expect(parseAlarm(String(m))).toEqual({ ok: true, value: m });
    expect(parseAlarm(undefined)).toEqual({ ok: true, value: null });
    expect(parseAlarm('')).toEqual({ ok: true, value: null });
    for (const bad of ['0', '7', '05', '5.0', '+5', '-5', '15m', '1e1', ' 5', '600', 'PT5M', '<b>5</b>']) expect(parseAlarm(bad), bad).toEqual({ ok: false });
  });

  it('is part of the export query, and a bad one fails it with a message naming the list', () => {
    const q = exportQuery('Asia/Shanghai');
    expect(q.parse({ view: 'day', format: 'ics', alarm: '15' }).alarm).toBe(15);
    expect(q.parse({ view: 'day', format: 'ics' }).alarm).toBeUndefined();
    const bad = q.safeParse({ view: 'day', format: 'ics', alarm: '7' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0].path).toEqual(['alarm']);
    expect(bad.error!.issues[0].message).toContain('5, 10, 15, 30, 60');
  });
});

describe('VALARM', () => {
  const feed = (alarm?: { minutes: number; description: string }) =>
    unfold(icsCalendar({ name: 'x', events: [{ ...releaseToIcs(release(), text), alarm }], now, refreshMinutes: 30 }));

  it('puts a DISPLAY alarm N minutes before inside the VEVENT, with an escaped description', () => {
    const ics = feed({ minutes: 15, description: '美国 · CPI, 15 分钟后; soon' });
    const event = ics.slice(ics.indexOf('BEGIN:VEVENT'), ics.indexOf('END:VEVENT'));
    const alarm = event.slice(event.indexOf('BEGIN:VALARM'), event.indexOf('END:VALARM') + 'END:VALARM'.length);
    expect(alarm.split('\r\n')).toEqual(['BEGIN:VALARM', 'ACTION:DISPLAY', 'TRIGGER:-PT15M', 'DESCRIPTION:美国 · CPI\\, 15 分钟后\\; soon', 'END:VALARM']);
    expect(ics.match(/BEGIN:VALARM/g)).toHaveLength(1);
  });

  it('is absent without an alarm', () => {
    expect(feed()).not.toContain('VALARM');
  });

  it('writes the refresh hints as durations', () => {
    expect(icsDuration(5)).toBe('PT5M');
    expect(icsDuration(1440)).toBe('P1D');
    expect(icsDuration(90)).toBe('PT90M');
    const ics = unfold(icsCalendar({ name: 'x', events: [], now, refreshMinutes: 1440 }));
    expect(ics).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:P1D\r\n');
    expect(ics).toContain('\r\nX-PUBLISHED-TTL:P1D\r\n');
  });
});

describe('export links with an alarm', async () => {
  const { withAlarm } = await import('@/lib/calendar/ui/alarm-panel');
  it('adds, replaces or leaves out alarm=, keeping the rest of the query', () => {
    expect(withAlarm('/api/calendar/export?view=day&format=ics', 15)).toBe('/api/calendar/export?view=day&format=ics&alarm=15');
    expect(withAlarm('webcal://example.org/api/calendar/export?view=week&alarm=5&format=ics', 60)).toBe('webcal://example.org/api/calendar/export?view=week&alarm=60&format=ics');
    expect(withAlarm('/api/calendar/export?view=day&format=ics', null)).toBe('/api/calendar/export?view=day&format=ics');
  });
});
