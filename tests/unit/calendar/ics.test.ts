import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsCalendar, icsDateTime } from '@/lib/calendar/ics';
import { eventToIcs, releaseToIcs, type ExportText } from '@/lib/calendar/export';
import type { CalendarEvent } from '@/lib/upstream/types';
import { release } from '../support/calendar-fixtures';

const text: ExportText = {
  previous: 'Previous',
  forecast: 'Forecast',
  actual: 'Actual',
  revisedFrom: (p) => `revised from ${p}`,
  pending: 'pending',
  importance: (n) => `Importance ${n}/3`,
  bullish: (a) => `bullish: ${a}`,
  bearish: (a) => `bearish: ${a}`,
  ruleAbove: (b, s) => `above forecast: bullish ${b}; bearish ${s}`,
  timeUnconfirmed: 'time unconfirmed',
  kind: (k) => k,
};

const octets = (s: string) => new TextEncoder().encode(s).length;

/** Undoes folding (RFC 5545 §3.1): CRLF followed by one space or tab is removed. */
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '');

describe('RFC 5545 text', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets and never splits a UTF-8 character', () => {
    const line = 'DESCRIPTION:' + '美国非农就业人数'.repeat(12);
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const p of physical) expect(octets(p)).toBeLessThanOrEqual(75);
    for (const p of physical.slice(1)) expect(p.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
    expect(physical.join('')).not.toContain('\ufffd');
  });

  it('leaves a short line alone', () => {
    expect(foldLine('SUMMARY:CPI')).toBe('SUMMARY:CPI');
  });

  it('writes instants in UTC form', () => {
    expect(icsDateTime('2026-11-06T13:30:00.000Z')).toBe('20261106T133000Z');
  });
});

describe('calendar feed', () => {
  const now = new Date('2026-11-01T00:00:00Z');
  const build = (r = release()) =>
    icsCalendar({ name: 'Macrodesk, week; test', events: [releaseToIcs(r, text, 'https://example.org/en/indicators/100')], now, refreshMinutes: 30 });

  it('is CRLF throughout, begins and ends the calendar, and folds every line', () => {
    const ics = build(release({ title: 'x'.repeat(200) }));
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('every event has UID, DTSTAMP and DTSTART; the UID is stable across fetches and states', () => {
    const pending = unfold(build());
    const released = unfold(build(release({ actual: '250', released: true })));
    const uid = (s: string) => /\r\nUID:(.*)\r\n/.exec(s)?.[1];
    expect(uid(pending)).toBe('release-1@macrodesk');
    expect(uid(released)).toBe(uid(pending));
    expect(pending).toContain('\r\nDTSTAMP:20261101T000000Z\r\n');
    expect(pending).toContain('\r\nDTSTART:20261106T133000Z\r\n');
    expect(pending).toContain('\r\nSEQUENCE:0\r\n');
    expect(released).toContain('\r\nSEQUENCE:1\r\n');
  });

  it('describes previous and forecast, then the actual once known, escaped', () => {
    const pending = unfold(build(release({ revised: '160' })));
    expect(pending).toContain('DESCRIPTION:Previous: 160 K (revised from 150)\\nForecast: 180 K\\nActual: pending');
    expect(pending).toContain('above forecast: bullish USD\\; bearish Gold\\, Silver');
    const released = unfold(build(release({ actual: '250', released: true })));
    expect(released).toContain('\\nActual: 250 K\\n');
    expect(released).toContain('bullish: USD\\nbearish: Gold\\, Silver');
    expect(released).toContain('SUMMARY:United States · Non-farm payrolls · Oct: 250 K');
    expect(pending).toContain('X-WR-CALNAME:Macrodesk\\, week\\; test');
  });
});

describe('events in the feed', () => {
  const base: CalendarEvent = { id: 'h1', kind: 'holiday', country: 'United States', area: 'Washington', description: 'Thanksgiving Day, markets closed', at: '2026-11-25T16:00:00.000Z', date: '2026-11-26', importance: 3, timeConfirmed: true, source: 'tokened' };
  const now = new Date('2026-11-01T00:00:00Z');
  const feed = (e: CalendarEvent) => unfold(icsCalendar({ name: 'x', events: [eventToIcs(e, text)], now, refreshMinutes: 30 }));

  it('a holiday is an all-day entry on the upstream date', () => {
    const ics = feed(base);
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20261126\r\n');
    expect(ics).toContain('\r\nUID:holiday-h1@macrodesk\r\n');
  });

  it('an event with an unconfirmed time is tentative and says so', () => {
    const ics = feed({ ...base, kind: 'event', id: 'e1', date: null, timeConfirmed: false });
    expect(ics).toContain('\r\nDTSTART:20261125T160000Z\r\n');
    expect(ics).toContain('\r\nSTATUS:TENTATIVE\r\n');
    expect(ics).toContain('time unconfirmed');
  });
});
