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
const { loadChartMarkers } = await import('@/lib/market/load-markers');

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
