import { describe, expect, it } from 'vitest';
import { groupByDay, groupByHour, releasesOfReaderDay, upstreamDaysOf } from '@/lib/calendar/reader-day';
import { parseWallTime } from '@/lib/time/zones';
import { release } from '../support/calendar-fixtures';

const SH = 'Asia/Shanghai';
/** A release written by the upstream at a Shanghai wall time. */
const at = (id: string, wall: string) => release({ id, publishedAt: parseWallTime(wall, SH)!.toISOString() });

describe('re-bucketing upstream days into the reader day', () => {
  // Upstream days 2026-03-10 and 2026-03-11 in Shanghai (UTC+8).
  const upstream = [
    at('a', '2026-03-10 03:00:00'), // 2026-03-09 19:00 UTC
    at('b', '2026-03-10 17:59:00'), // 09:59 UTC
    at('c', '2026-03-10 18:00:00'), // 10:00 UTC
    at('d', '2026-03-11 03:59:00'), // 2026-03-10 19:59 UTC
    at('e', '2026-03-11 04:00:00'), // 20:00 UTC
    at('f', '2026-03-11 20:00:00'), // 12:00 UTC on the 11th
  ];

  it('a reader in UTC−10 (Honolulu) needs the Shanghai day and the next one', () => {
    // Honolulu 2026-03-10 = [10:00Z on the 10th, 10:00Z on the 11th) = Shanghai 18:00 on the 10th to 18:00 on the 11th.
    expect(upstreamDaysOf('2026-03-10', 'Pacific/Honolulu', SH)).toEqual(['2026-03-10', '2026-03-11']);
    const ids = releasesOfReaderDay(upstream, '2026-03-10', 'Pacific/Honolulu').map((r) => r.id);
    expect(ids).toEqual(['c', 'd', 'e']);
  });

  it('a reader in UTC+14 (Kiritimati) needs the Shanghai day and the one before', () => {
    // Kiritimati 2026-03-11 = [10:00Z on the 10th, 10:00Z on the 11th) = Shanghai 18:00 on the 10th to 18:00 on the 11th.
    expect(upstreamDaysOf('2026-03-11', 'Pacific/Kiritimati', SH)).toEqual(['2026-03-10', '2026-03-11']);
    const ids = releasesOfReaderDay(upstream, '2026-03-11', 'Pacific/Kiritimati').map((r) => r.id);
    expect(ids).toEqual(['c', 'd', 'e']);
    // The same instants are a different date for the two readers.
    expect(releasesOfReaderDay(upstream, '2026-03-10', 'Pacific/Kiritimati').map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('a reader in the upstream zone reads the upstream day unchanged', () => {
    expect(upstreamDaysOf('2026-03-10', SH, SH)).toEqual(['2026-03-10']);
    expect(releasesOfReaderDay(upstream, '2026-03-10', SH).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('the spring-forward day in New York has 23 hours and its bounds move with the offset', () => {
    // 2026-03-08: EST (UTC−5) until 02:00, then EDT (UTC−4). The day is [05:00Z on the 8th, 04:00Z on the 9th).
    const rows = [
      release({ id: 'before', publishedAt: '2026-03-08T04:59:00.000Z' }),
      release({ id: 'first', publishedAt: '2026-03-08T05:00:00.000Z' }),
      release({ id: 'last', publishedAt: '2026-03-09T03:59:00.000Z' }),
      release({ id: 'after', publishedAt: '2026-03-09T04:00:00.000Z' }),
    ];
    expect(releasesOfReaderDay(rows, '2026-03-08', 'America/New_York').map((r) => r.id)).toEqual(['first', 'last']);
  });

  it('the fall-back hour in New York forms two hour groups', () => {
    // 2026-11-01 01:30 EDT (05:30Z) and 01:30 EST (06:30Z) both read "01".
    const rows = [
      release({ id: 'edt', publishedAt: '2026-11-01T05:30:00.000Z' }),
      release({ id: 'est', publishedAt: '2026-11-01T06:30:00.000Z' }),
    ];
    const groups = groupByHour(releasesOfReaderDay(rows, '2026-11-01', 'America/New_York'), (r) => r.publishedAt, 'America/New_York');
    expect(groups.map((g) => g.key)).toEqual(['2026-11-01T05:00:00.000Z', '2026-11-01T06:00:00.000Z']);
  });

  it('hours start on the half hour in a :30 zone', () => {
    const rows = [release({ id: 'x', publishedAt: '2026-03-10T03:10:00.000Z' })]; // 08:40 in Kolkata
    expect(groupByHour(rows, (r) => r.publishedAt, 'Asia/Kolkata')[0].key).toBe('2026-03-10T02:30:00.000Z');
  });

  it('drops the same record served by two upstream days and orders by time then importance', () => {
    const rows = [
      release({ id: 'low', importance: 1, publishedAt: '2026-03-10T12:00:00.000Z' }),
      release({ id: 'high', importance: 3, publishedAt: '2026-03-10T12:00:00.000Z' }),
      release({ id: 'low', importance: 1, publishedAt: '2026-03-10T12:00:00.000Z' }),
      release({ id: 'early', importance: 1, publishedAt: '2026-03-10T01:00:00.000Z' }),
    ];
    expect(releasesOfReaderDay(rows, '2026-03-10', 'UTC').map((r) => r.id)).toEqual(['early', 'high', 'low']);
  });

  it('groups a week by the reader day', () => {
    const rows = releasesOfReaderDay(upstream, '2026-03-10', 'UTC').concat(releasesOfReaderDay(upstream, '2026-03-11', 'UTC'));
    const groups = groupByDay(rows, (r) => r.publishedAt, 'Pacific/Honolulu');
    expect(groups.map((g) => [g.key, g.items.map((r) => r.id)])).toEqual([
      ['2026-03-09', ['b']],
      ['2026-03-10', ['c', 'd', 'e']],
      ['2026-03-11', ['f']],
    ]);
  });
});

describe('record ids repeated across upstream days', () => {
  // Two upstream (Shanghai) days carry the same record ids; a Honolulu reader's day overlaps both.
  const day1 = ['2026-11-19T00:30:00.000Z', '2026-11-19T13:30:00.000Z'].map((t, i) => release({ id: `7${i}`, indicatorId: `a${i}`, publishedAt: t }));
  const day2 = ['2026-11-19T23:50:00.000Z', '2026-11-20T13:30:00.000Z'].map((t, i) => release({ id: `7${i}`, indicatorId: `b${i}`, publishedAt: t }));

  it('cuts the window first, then drops repeats by id and time: every release of the reader day stays', () => {
    // Honolulu's 19th: 10:00Z on the 19th to 10:00Z on the 20th.
    const shown = releasesOfReaderDay([...day1, ...day2], '2026-11-19', 'Pacific/Honolulu');
    expect(shown.map((r) => r.indicatorId)).toEqual(['a1', 'b0']);
  });

  it('still shows a record carried by both upstream days once', () => {
    const shown = releasesOfReaderDay([...day1, ...day1], '2026-11-19', 'Asia/Shanghai');
    expect(shown.map((r) => r.indicatorId)).toEqual(['a0', 'a1']);
  });
});
