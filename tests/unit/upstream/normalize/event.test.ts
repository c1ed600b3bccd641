import { describe, expect, it } from 'vitest';
import { toCalendarEvent } from '@/lib/upstream/normalize/event';
import { tokenedEventRecord } from '@/lib/upstream/wire/calendar';
import { legacyEventRecord } from '@/lib/upstream/wire/legacy';

const ctx = { kind: 'event' as const, source: 'tokened' as const, timeZone: 'Asia/Shanghai' };
// "Event record (tokened family)": no ID; IMPORTANCE and TIME_FLAG are integers.
const tokened = { COUNTRY: '美国', AREA: '', EVENT_DESC: '美联储主席讲话', EVENT_TIME: '2026-11-21 23:00:00', IMPORTANCE: 3, TIME_FLAG: 0 };

describe('toCalendarEvent', () => {
  it('gives tokened events a stable id and reads TIME_FLAG', () => {
    const a = toCalendarEvent(tokenedEventRecord.parse(tokened), ctx);
    const b = toCalendarEvent(tokenedEventRecord.parse({ ...tokened }), ctx);
    const other = toCalendarEvent(tokenedEventRecord.parse({ ...tokened, EVENT_DESC: '欧洲央行行长讲话' }), ctx);
    expect(a).toMatchObject({ kind: 'event', area: null, importance: 3, timeConfirmed: false, at: '2026-11-21T15:00:00.000Z' });
    expect(a.id).toBe(b.id);
    expect(a.id).not.toBe(other.id);
    expect(toCalendarEvent(tokenedEventRecord.parse(tokened), { ...ctx, kind: 'holiday' }).id).not.toBe(a.id);
  });

  it('reads TIME_FLAG and IMPORTANCE as integers or numeric strings alike, and rejects other types', () => {
    const asText = toCalendarEvent(tokenedEventRecord.parse({ ...tokened, TIME_FLAG: '1', IMPORTANCE: '2' }), ctx);
    const asInt = toCalendarEvent(tokenedEventRecord.parse({ ...tokened, TIME_FLAG: 1, IMPORTANCE: 2 }), ctx);
    expect(asText).toEqual(asInt);
    expect(asText).toMatchObject({ timeConfirmed: true, importance: 2 });
    expect(tokenedEventRecord.safeParse({ ...tokened, TIME_FLAG: [1] }).success).toBe(false);
  });

  it('keeps the legacy ID, strings and a null UPDATE_TIME; TIME_FLAG has no function there', () => {
    const legacy = { ID: '7001', COUNTRY: '日本 ', AREA: '东京', EVENT_DESC: '日本休市', EVENT_TIME: '2026-11-23 00:00:00', IMPORTANCE: '1', TIME_FLAG: '1', UPDATE_TIME: null };
    expect(toCalendarEvent(legacyEventRecord.parse(legacy), { ...ctx, kind: 'holiday', source: 'legacy' })).toEqual({
      id: '7001', kind: 'holiday', country: '日本', area: '东京', description: '日本休市', at: '2026-11-22T16:00:00.000Z', date: '2026-11-23',
      importance: 1, timeConfirmed: null, source: 'legacy',
    });
  });
});
