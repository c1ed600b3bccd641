import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Fetched, Release } from '@/lib/upstream/types';
import { release } from '../support/calendar-fixtures';

// The loaders' choice of source, with the upstream client replaced by spies.
const upstream = vi.hoisted(() => ({
  legacyEnabled: vi.fn(() => true),
  getDailyReleases: vi.fn(),
  forgetDailyReleases: vi.fn(),
  getLegacyCalendar: vi.fn(),
  getLegacyWeek: vi.fn(),
  getWeekReleases: vi.fn(),
  getMonthReleases: vi.fn(),
  getIndicator: vi.fn(),
}));
vi.mock('@/lib/upstream', () => upstream);
// The history archive: its copy of a day, and the write-through hooks.
const archive = vi.hoisted(() => ({ archivedDay: vi.fn(), settledDay: vi.fn(), archiveAnswer: vi.fn(), archiveLegacyIds: vi.fn() }));
vi.mock('@/lib/archive/read', () => ({ archivedDay: archive.archivedDay, settledDay: archive.settledDay }));
vi.mock('@/lib/archive/write-through', () => ({ archiveAnswer: archive.archiveAnswer, archiveLegacyIds: archive.archiveLegacyIds }));
vi.mock('@/lib/config', () => ({ getConfig: () => ({ upstream: { timeZone: 'Asia/Shanghai', timeoutMs: 2000 } }) }));

const { loadMonth, loadReaderDay, loadWeek } = await import('@/lib/calendar/load');

const fetched = (data: Release[], source: Fetched<Release[]>['source'] = 'tokened', stale = false): Fetched<Release[]> => ({ data, fetchedAt: 1000, stale, source });
const failure = (kind: string, extra: object = {}) => Object.assign(new Error(kind), { kind, ...extra });

beforeEach(() => {
  for (const fn of [...Object.values(upstream), ...Object.values(archive)]) fn.mockReset();
  archive.archivedDay.mockResolvedValue(null);
  archive.settledDay.mockResolvedValue(null);
  upstream.legacyEnabled.mockReturnValue(true);
});

describe('the day view', () => {
  const row = (id: string, iso: string) => release({ id, publishedAt: iso });

  it('asks every upstream day the reader day overlaps and keeps only the reader day', async () => {
    upstream.getDailyReleases.mockImplementation(async (_l: string, day: string) =>
      fetched(day === '2026-11-18' ? [row('a', '2026-11-18T03:00:00Z'), row('b', '2026-11-18T12:00:00Z')] : [row('c', '2026-11-19T01:00:00Z')]),
    );
    const s = await loadReaderDay('en', '2026-11-18', 'Pacific/Honolulu');
    // In any order: a settled day looks in the archive first.
    expect(upstream.getDailyReleases.mock.calls.map((c) => c[1]).sort()).toEqual(['2026-11-18', '2026-11-19']);
    expect(s.ok && s.data.map((r) => r.id)).toEqual(['b', 'c']);
  });

  it('falls back to the legacy Calendar List (d=yyyyMMdd) and says so', async () => {
    upstream.getDailyReleases.mockRejectedValue(failure('http'));
    upstream.getLegacyCalendar.mockResolvedValue(fetched([row('L', '2026-11-18T03:00:00Z')], 'legacy'));
    const s = await loadReaderDay('en', '2026-11-18', 'Asia/Shanghai');
    expect(upstream.getLegacyCalendar).toHaveBeenCalledWith('20261118');
    expect(s).toMatchObject({ ok: true, source: 'legacy' });
  });

  it('archives every upstream day it reads (write-through), with the legacy IDX_ID → ID pairs', async () => {
    const answer = fetched([row('a', '2026-11-18T03:00:00Z')]);
    upstream.getDailyReleases.mockResolvedValue(answer);
    await loadReaderDay('en', '2026-11-18', 'Asia/Shanghai');
    // A settled day (older than the last seven): once the archive holds it whole, the upstream cache lets it go.
    expect(archive.archiveAnswer).toHaveBeenCalledWith('en', 'day:2026-11-18', answer, '2026-11-18', expect.any(Function));
    await archive.archiveAnswer.mock.calls[0][4]();
    expect(upstream.forgetDailyReleases).toHaveBeenCalledWith('apien', '2026-11-18');
    upstream.getDailyReleases.mockRejectedValue(failure('http'));
    upstream.getLegacyCalendar.mockResolvedValue(fetched([{ ...row('L', '2026-11-18T03:00:00Z'), legacyId: '43627' }], 'legacy'));
    await loadReaderDay('en', '2026-11-18', 'Asia/Shanghai');
    expect(archive.archiveLegacyIds).toHaveBeenLastCalledWith([{ indicatorId: release().indicatorId, legacyId: '43627' }]);
  });

  it('hands a cached answer to the archive once, however many readers it serves; a refreshed one again', async () => {
    const answer = fetched([{ ...row('a', '2026-11-18T03:00:00Z'), legacyId: '43627' }]);
    upstream.getDailyReleases.mockImplementation(async () => ({ ...answer }));
    for (let i = 0; i < 3; i++) await loadReaderDay('en', '2026-11-18', 'Asia/Shanghai');
    expect(archive.archiveAnswer).toHaveBeenCalledTimes(1);
    expect(archive.archiveLegacyIds).toHaveBeenCalledTimes(1);
    const refreshed = fetched([row('a', '2026-11-18T03:00:00Z'), row('b', '2026-11-18T04:00:00Z')]);
    upstream.getDailyReleases.mockResolvedValue(refreshed);
    await loadReaderDay('en', '2026-11-18', 'Asia/Shanghai');
    expect(archive.archiveAnswer).toHaveBeenLastCalledWith('en', 'day:2026-11-18', refreshed, '2026-11-18', expect.any(Function));
    expect(archive.archiveAnswer).toHaveBeenCalledTimes(2);
  });

  it('a stale answer (stale-if-error) is offered again: the archive decides, and the same copy fresh is handed', async () => {
    const data = [row('s', '2026-11-18T03:00:00Z')];
    upstream.getDailyReleases.mockResolvedValue(fetched(data, 'tokened', true));
    await loadReaderDay('en', '2026-11-18', 'Asia/Shanghai');
    await loadReaderDay('en', '2026-11-18', 'Asia/Shanghai');
    expect(archive.archiveAnswer).toHaveBeenCalledTimes(2);
    upstream.getDailyReleases.mockResolvedValue(fetched(data));
    await loadReaderDay('en', '2026-11-18', 'Asia/Shanghai');
    await loadReaderDay('en', '2026-11-18', 'Asia/Shanghai');
    expect(archive.archiveAnswer).toHaveBeenCalledTimes(3);
  });

  it('serves an archived day, marked stale, when every host fails and nothing is cached', async () => {
    upstream.getDailyReleases.mockRejectedValue(failure('timeout'));
    upstream.getLegacyCalendar.mockRejectedValue(failure('http'));
    archive.archivedDay.mockResolvedValue({ data: [row('A', '2026-11-18T03:00:00Z')], fetchedAt: 500, stale: true, source: 'tokened' });
    const s = await loadReaderDay('en', '2026-11-18', 'Asia/Shanghai');
    expect(archive.archivedDay).toHaveBeenCalledWith('en', '2026-11-18');
    expect(s).toMatchObject({ ok: true, stale: true, fetchedAt: 500 });
    expect(s.ok && s.data.map((r) => r.id)).toEqual(['A']);
    // Nothing archived for that day: the upstream's failure is what the reader sees.
    archive.archivedDay.mockResolvedValue(null);
    const none = await loadReaderDay('en', '2026-11-18', 'Asia/Shanghai');
    expect(!none.ok && (none.error as { kind: string }).kind).toBe('timeout');
  });

  it('reports the legacy restriction (with the allowed periods) when the fallback is refused', async () => {
    upstream.getDailyReleases.mockRejectedValue(failure('timeout'));
    upstream.getLegacyCalendar.mockRejectedValue(failure('envelope', { allowed: ['W', 'W1'] }));
    const s = await loadReaderDay('en', '2026-11-18', 'Asia/Shanghai');
    expect(s.ok).toBe(false);
    expect(!s.ok && (s.error as { allowed?: string[] }).allowed).toEqual(['W', 'W1']);
  });

  it('keeps the tokened failure when the legacy family is off, and never falls back on invalid input', async () => {
    upstream.legacyEnabled.mockReturnValue(false);
    upstream.getDailyReleases.mockRejectedValue(failure('network'));
    const off = await loadReaderDay('en', '2026-11-18', 'Asia/Shanghai');
    expect(!off.ok && (off.error as { kind: string }).kind).toBe('network');
    upstream.legacyEnabled.mockReturnValue(true);
    upstream.getDailyReleases.mockRejectedValue(failure('invalid'));
    const bad = await loadReaderDay('en', '2026-11-18', 'Asia/Shanghai');
    expect(!bad.ok && (bad.error as { kind: string }).kind).toBe('invalid');
    expect(upstream.getLegacyCalendar).not.toHaveBeenCalled();
  });

  it('is stale when any upstream day was served stale', async () => {
    upstream.getDailyReleases.mockImplementation(async (_l: string, day: string) => fetched([], 'tokened', day === '2026-11-19'));
    const s = await loadReaderDay('en', '2026-11-18', 'Pacific/Honolulu');
    expect(s).toMatchObject({ ok: true, stale: true });
  });
});

describe('the week view', () => {
  it('this week: tokened W, then legacy W, then legacy ecweek', async () => {
    upstream.getWeekReleases.mockRejectedValue(failure('http'));
    upstream.getLegacyCalendar.mockRejectedValue(failure('http'));
    upstream.getLegacyWeek.mockResolvedValue(fetched([release({ id: 'e' })], 'legacy'));
    const s = await loadWeek('zh-CN', 'this');
    expect(upstream.getWeekReleases).toHaveBeenCalledWith('api', 'W');
    expect(upstream.getLegacyCalendar).toHaveBeenCalledWith('W');
    expect(s).toMatchObject({ ok: true, source: 'legacy' });
  });

  it('next week: tokened W1, then legacy W1 only', async () => {
    upstream.getWeekReleases.mockRejectedValue(failure('http'));
    upstream.getLegacyCalendar.mockRejectedValue(failure('http'));
    const s = await loadWeek('en', 'next');
    expect(upstream.getLegacyCalendar).toHaveBeenCalledWith('W1');
    expect(upstream.getLegacyWeek).not.toHaveBeenCalled();
    expect(s.ok).toBe(false);
  });
});

describe('legacy fallback rows in the reader\'s language', () => {
  const legacyRow = release({ id: 'L', source: 'legacy', indicatorId: '110001', title: '美国非农就业人口变动', country: '美国', period: '2026年10月', unit: '万人' });
  const info = { name: 'U.S. Nonfarm Payrolls', country: 'United States', unit: '10K persons' };

  it('the 30-day view joins legacy rows to the variant\'s indicator info', async () => {
    upstream.getMonthReleases.mockRejectedValue(failure('http'));
    upstream.getLegacyCalendar.mockResolvedValue(fetched([legacyRow], 'legacy'));
    upstream.getIndicator.mockResolvedValue({ data: info, fetchedAt: 0, stale: false, source: 'tokened' });
    const s = await loadMonth('en', 'past');
    expect(upstream.getIndicator).toHaveBeenCalledWith('apien', '110001');
    expect(s.ok && s.data[0]).toMatchObject({ title: 'U.S. Nonfarm Payrolls', country: 'United States', period: 'Oct 2026', unit: '10K persons' });
  });

  it('tokened rows are not joined', async () => {
    upstream.getWeekReleases.mockResolvedValue(fetched([release({ id: 't' })]));
    await loadWeek('en', 'this');
    expect(upstream.getIndicator).not.toHaveBeenCalled();
  });
});
