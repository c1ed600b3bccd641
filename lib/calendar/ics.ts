/**
 * iCalendar (RFC 5545) text: CRLF line ends, content lines folded at 75
 * octets without splitting a UTF-8 character, TEXT values escaped, every
 * VEVENT with a stable UID and a DTSTAMP so subscribed calendar apps update
 * an entry instead of adding a duplicate.
 */
export interface IcsEvent {
  /** Stable across fetches and languages: the same record always has the same UID. */
  uid: string;
  /** ISO instant. No DTEND: a DATE-TIME DTSTART alone is an event at that instant (RFC 5545 §3.6.1). */
  start: string;
  /** `YYYY-MM-DD` for an all-day entry (a holiday is a date, not an instant); replaces `start`. */
  allDay?: string;
  summary: string;
  description: string;
  url?: string;
  /** Raised when the entry changes (e.g. the actual arrives), so clients replace their copy. */
  sequence: number;
  /** `TENTATIVE` for unconfirmed times. */
  status?: 'CONFIRMED' | 'TENTATIVE';
  categories?: string[];
  /** A reminder this many minutes before the entry (a VALARM), with the text the calendar app shows. */
  alarm?: { minutes: number; description: string };
}

export interface IcsCalendar {
  name: string;
  description?: string;
  events: IcsEvent[];
  /** Generation time: every DTSTAMP. */
  now: Date;
  /** Suggested re-fetch interval for subscribers (lib/calendar/refresh.ts). */
  refreshMinutes: number;
}

const CRLF = '\r\n';
const encoder = new TextEncoder();

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // Other control characters are not allowed in TEXT.
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/** Folds one content line: at most 75 octets per physical line, continuation lines start with a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // The first line holds 75 octets; continuations hold 74 after their leading space.
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF + ' ');
}

/** `2026-11-21T13:30:00.000Z` → `20261121T133000Z` (UTC form, no TZID needed). */
export function icsDateTime(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Whole minutes as an RFC 5545 duration: whole days as `P1D`, otherwise `PT30M`. */
export function icsDuration(minutes: number): string {
  const m = Math.max(1, Math.round(minutes));
  return m % 1440 === 0 ? `P${m / 1440}D` : `PT${m}M`;
}

function property(name: string, value: string): string {
  return foldLine(`${name}:${value}`);
}

function eventLines(e: IcsEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    property('UID', escapeText(e.uid)),
    property('DTSTAMP', stamp),
    e.allDay ? property('DTSTART;VALUE=DATE', e.allDay.replaceAll('-', '')) : property('DTSTART', icsDateTime(e.start)),
    property('SEQUENCE', String(e.sequence)),
    property('SUMMARY', escapeText(e.summary)),
    property('DESCRIPTION', escapeText(e.description)),
    property('TRANSP', 'TRANSPARENT'),
  ];
  if (e.status) lines.push(property('STATUS', e.status));
  if (e.categories?.length) lines.push(property('CATEGORIES', e.categories.map(escapeText).join(',')));
  if (e.url) lines.push(property('URL', e.url));
  if (e.alarm) {
    // RFC 5545 §3.6.6: a DISPLAY alarm needs ACTION, TRIGGER and DESCRIPTION.
    lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `TRIGGER:-PT${Math.trunc(e.alarm.minutes)}M`, property('DESCRIPTION', escapeText(e.alarm.description)), 'END:VALARM');
  }
  lines.push('END:VEVENT');
  return lines;
}

export function icsCalendar(cal: IcsCalendar): string {
  const stamp = icsDateTime(cal.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Macrodesk//Economic Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    property('X-WR-CALNAME', escapeText(cal.name)),
    property('NAME', escapeText(cal.name)),
    // RFC 7986 REFRESH-INTERVAL and the older X-PUBLISHED-TTL let subscribers re-fetch the feed.
    property('REFRESH-INTERVAL;VALUE=DURATION', icsDuration(cal.refreshMinutes)),
    property('X-PUBLISHED-TTL', icsDuration(cal.refreshMinutes)),
  ];
  if (cal.description) lines.push(property('X-WR-CALDESC', escapeText(cal.description)));
  for (const e of cal.events) lines.push(...eventLines(e, stamp));
  lines.push('END:VCALENDAR');
  return lines.join(CRLF) + CRLF;
}
