import { createHash } from 'node:crypto';
import type { CalendarEvent, EventKind, ReleaseSource } from '../types';
import type { LegacyEventType } from '../params';
import type { TokenedEventRecord } from '../wire/calendar';
import type { LegacyEventRecord } from '../wire/legacy';
import { blank, importanceOf, instantOf } from './fields';

export type EventRecord = TokenedEventRecord | LegacyEventRecord;

/** The requested `type` decides the kind: 1 holiday, 2 treasury issuance, 3 economic event. */
export const EVENT_KINDS: Record<LegacyEventType, EventKind> = { 1: 'holiday', 2: 'treasury', 3: 'event' };

export interface EventContext {
  kind: EventKind;
  source: ReleaseSource;
  timeZone: string;
}

/** Tokened event records have no ID: a stable id from the fields that identify the event. */
function hashedId(kind: EventKind, r: TokenedEventRecord): string {
  const key = [kind, r.COUNTRY.trim(), (r.AREA ?? '').trim(), r.EVENT_DESC.trim(), r.EVENT_TIME.trim()].join('\u0000');
  return `h${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
}

export function toCalendarEvent(r: EventRecord, ctx: EventContext): CalendarEvent {
  const tokened = r.shape === 'tokened-event';
  return {
    id: tokened ? hashedId(ctx.kind, r) : r.ID.trim(),
    kind: ctx.kind,
    country: r.COUNTRY.trim(),
    area: blank(r.AREA),
    description: r.EVENT_DESC.trim(),
    at: instantOf(r.EVENT_TIME, ctx.timeZone, 'EVENT_TIME'),
    // A holiday is a date, not an instant (docs/upstream.md: type 1 holiday): kept on the upstream's day.
    date: ctx.kind === 'holiday' ? r.EVENT_TIME.trim().slice(0, 10) : null,
    importance: importanceOf(r.IMPORTANCE),
    // Tokened TIME_FLAG: 1 confirmed, 0 unconfirmed; the legacy one "currently has no function".
    timeConfirmed: tokened && r.TIME_FLAG !== null ? r.TIME_FLAG === '1' : null,
    source: ctx.source,
  };
}
