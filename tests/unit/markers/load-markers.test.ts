import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Release } from '@/lib/upstream/types';
import { impactFromResFields } from '@/lib/upstream/normalize/release';

// The loader's sources, observed: the cached calendar loader per upstream day, the archive once per range.
const calls = { days: [] as string[], archive: [] as unknown[] };
let dayAnswer: (day: string) => Promise<{ data: Release[] }>;
let archiveAnswer: () => Promise<Release[]>;
vi.mock('@/lib/config', () => ({ getConfig: () => ({ upstream: { timeZone: 'Asia/Shanghai' } }) }));
vi.mock('@/lib/calendar/load', () => ({
  upstreamDay: (_locale: string, day: string) => {
    calls.days.push(day);
    return dayAnswer(day);
  },
}));
vi.mock('@/lib/archive/read', () => ({
  archivedReleasesBetween: (_locale: string, range: unknown, levels: unknown) => {
    calls.archive.push({ range, levels });
    return archiveAnswer();
  },
}));
vi.mock('@/lib/localize/join', () => ({
  localizeReleases: async (releases: Release[]) => releases.map((r) => ({ ...r, title: `translated ${r.id}` })),
}));
const { chartMarkersAtHand, loadChartMarkers } = await import('@/lib/markers/load-markers');

function payrolls(id: string, publishedAt: string, source: Release['source'] = 'tokened'): Release {
  return {
    id, indicatorId: '112022041900110001', legacyId: null, parentIndicatorId: null, title: `release ${id}`, description: '',
    country: '美国', countryEn: null, period: '', periodStatus: null, publishedAt, importance: 3, unit: '%', unitRate: null,
    previous: '4.1', forecast: '4.2', actual: '4.3', revised: null, released: true, impact: impactFromResFields('美元', '金银'),
    nextPublishAt: null, marketImpact: null, publisher: null, source,
  };
}

const query = (from: string, to: string, locale: 'en' | 'zh-CN' = 'en') =>
  ({ locale, exchange: 'WGJS', code: 'XAU', from: Date.parse(from), to: Date.parse(to), levels: [2, 3] as (2 | 3)[] });

beforeEach(() => {
  calls.days = [];
  calls.archive = [];
  dayAnswer = async () => ({ data: [] });
  archiveAnswer = async () => [];
});

describe('loadChartMarkers', () => {
  it('a short range asks the cached loader for its days and never the archive', async () => {
    dayAnswer = async (day) => ({ data: day === '2026-06-05' ? [payrolls('a', '2026-06-05T12:30:00.000Z')] : [] });
    const got = await loadChartMarkers(query('2026-06-05T02:00:00Z', '2026-06-05T14:00:00Z'));
    expect(calls.days).toEqual(['2026-06-05']);
    expect(calls.archive).toEqual([]);
    expect(got.partial).toBe(false);
    expect(got.releases.map((r) => [r.key, r.effect])).toEqual([['a@2026-06-05T12:30:00.000Z', 'down']]);
  });

  it('a long range reads three days through the cache and the rest in one archive query', async () => {
    archiveAnswer = async () => [payrolls('old', '2026-03-06T13:30:00.000Z')];
    const got = await loadChartMarkers(query('2026-01-01T00:00:00Z', '2026-06-05T14:00:00Z'));
    expect(calls.days).toEqual(['2026-06-03', '2026-06-04', '2026-06-05']);
    expect(calls.archive).toHaveLength(1);
    expect(calls.archive[0]).toMatchObject({ range: { fromDay: '2026-01-01', toDay: '2026-06-02' }, levels: [2, 3] });
    expect(got.releases.map((r) => r.key)).toEqual(['old@2026-03-06T13:30:00.000Z']);
  });

  it('what cannot be read is left out and the answer says so; it never rejects', async () => {
    archiveAnswer = async () => {
      throw new Error('the history archive is unavailable');
    };
    dayAnswer = async (day) => {
      if (day === '2026-06-04') throw new Error('timeout');
      return { data: [payrolls(day, `${day}T12:30:00.000Z`)] };
    };
    const got = await loadChartMarkers(query('2026-05-01T00:00:00Z', '2026-06-05T14:00:00Z'));
    expect(got.partial).toBe(true);
    expect(got.releases.map((r) => r.key)).toEqual(['2026-06-03@2026-06-03T12:30:00.000Z', '2026-06-05@2026-06-05T12:30:00.000Z']);
  });

  it('legacy rows get their titles in the reader’s language; tokened rows and Chinese readers keep theirs', async () => {
    dayAnswer = async () => ({ data: [payrolls('legacy', '2026-06-05T12:30:00.000Z', 'legacy'), payrolls('tokened', '2026-06-05T12:31:00.000Z')] });
    const en = await loadChartMarkers(query('2026-06-05T02:00:00Z', '2026-06-05T14:00:00Z'));
    expect(en.releases.map((r) => r.title)).toEqual(['translated legacy', 'release tokened']);
    const zh = await loadChartMarkers(query('2026-06-05T02:00:00Z', '2026-06-05T14:00:00Z', 'zh-CN'));
    expect(zh.releases.map((r) => r.title)).toEqual(['release legacy', 'release tokened']);
  });
});

describe('loadChartMarkers, read once for many readers', () => {
  it('the archive is asked once per symbol, importance and range of days, whatever the first candle of each reader', async () => {
    archiveAnswer = async () => [payrolls('old', '2025-12-05T13:30:00.000Z'), payrolls('older', '2025-11-07T13:30:00.000Z')];
    const first = await loadChartMarkers(query('2025-11-01T00:00:00Z', '2026-06-05T14:00:00Z'));
    const second = await loadChartMarkers(query('2025-11-01T06:00:00Z', '2026-06-05T15:00:00Z'));
    expect(calls.archive).toHaveLength(1);
    expect(calls.archive[0]).toMatchObject({ range: { fromDay: '2025-11-01', from: '2025-10-31T16:00:00.000Z' } });
    expect(first.releases.map((r) => r.key)).toEqual(second.releases.map((r) => r.key));
    // A range starting after a release leaves it out, from the same archive answer.
    const later = await loadChartMarkers(query('2025-11-10T00:00:00Z', '2026-06-05T14:00:00Z'));
    expect(later.releases.map((r) => r.key)).toEqual(['old@2025-12-05T13:30:00.000Z']);
    // Another symbol, or another importance, is another question.
    await loadChartMarkers({ ...query('2025-11-01T00:00:00Z', '2026-06-05T14:00:00Z'), levels: [3] });
    expect(calls.archive).toHaveLength(3);
  });

  it('a failed archive answer is not kept: the next reader asks again', async () => {
    archiveAnswer = async () => {
      throw new Error('the history archive is unavailable');
    };
    expect((await loadChartMarkers(query('2024-02-01T00:00:00Z', '2024-06-05T14:00:00Z'))).partial).toBe(true);
    archiveAnswer = async () => [payrolls('old', '2024-03-08T13:30:00.000Z')];
    const again = await loadChartMarkers(query('2024-02-01T00:00:00Z', '2024-06-05T14:00:00Z'));
    expect(calls.archive).toHaveLength(2);
    expect(again).toMatchObject({ partial: false, releases: [{ key: 'old@2024-03-08T13:30:00.000Z' }] });
  });

  it('a record two day answers both carry is one marker', async () => {
    const shared = payrolls('twice', '2026-06-04T16:00:00.000Z');
    dayAnswer = async () => ({ data: [shared] });
    const got = await loadChartMarkers(query('2026-06-03T00:00:00Z', '2026-06-05T14:00:00Z'));
    expect(got.releases.map((r) => r.key)).toEqual(['twice@2026-06-04T16:00:00.000Z']);
  });
});

describe('loadChartMarkers, one answer for the readers of a chart', () => {
  it('readers of one chart share one answer while its parts are the same; a refreshed day answer makes another', async () => {
    let today = [payrolls('a', '2026-06-05T12:30:00.000Z')];
    const older = [payrolls('old', '2026-03-06T13:30:00.000Z')];
    // The cache hands every reader the same answer objects until it refreshes one.
    const quiet: Release[] = [];
    dayAnswer = async (day) => ({ data: day === '2026-06-05' ? today : quiet });
    archiveAnswer = async () => older;
    const q = query('2026-02-01T00:00:00Z', '2026-06-05T14:00:00Z');
    const first = await loadChartMarkers(q);
    expect(await loadChartMarkers(q)).toBe(first);
    expect(first.releases.map((r) => r.key)).toEqual(['old@2026-03-06T13:30:00.000Z', 'a@2026-06-05T12:30:00.000Z']);
    // The cache refreshed today (an actual arrived): the next reader sees it at once.
    today = [{ ...payrolls('a', '2026-06-05T12:30:00.000Z'), actual: '4.0' }, payrolls('b', '2026-06-05T13:00:00.000Z')];
    const refreshed = await loadChartMarkers(q);
    expect(refreshed).not.toBe(first);
    expect(refreshed.releases.map((r) => [r.key, r.effect])).toEqual([
      ['old@2026-03-06T13:30:00.000Z', 'down'],
      ['a@2026-06-05T12:30:00.000Z', 'up'],
      ['b@2026-06-05T13:00:00.000Z', 'down'],
    ]);
    // Another range of the same chart is another answer.
    expect((await loadChartMarkers(query('2026-06-05T12:45:00Z', '2026-06-05T14:00:00Z'))).releases.map((r) => r.key)).toEqual(['b@2026-06-05T13:00:00.000Z']);
  });

  it('a partial answer is not shared: the next reader reads again', async () => {
    const quiet: Release[] = [];
    const today = [payrolls('a', '2026-06-05T12:30:00.000Z')];
    let fail = true;
    dayAnswer = async (day) => {
      if (day === '2026-06-04' && fail) throw new Error('timeout');
      return { data: day === '2026-06-05' ? today : quiet };
    };
    const q = query('2026-06-03T00:00:00Z', '2026-06-05T14:00:00Z');
    expect((await loadChartMarkers(q)).partial).toBe(true);
    fail = false;
    expect((await loadChartMarkers(q)).partial).toBe(false);
  });
});

describe('chartMarkersAtHand', () => {
  it('gives the markers themselves when they settle within the microtasks, else their promise', async () => {
    const markers = { releases: [], partial: false };
    expect(await chartMarkersAtHand(Promise.resolve().then(() => markers))).toBe(markers);
    const later = new Promise<typeof markers>((resolve) => setTimeout(() => resolve(markers), 5));
    const got = await chartMarkersAtHand(later);
    expect(got).toEqual({ later });
    expect(await (got as { later: Promise<typeof markers> }).later).toBe(markers);
  });
});
