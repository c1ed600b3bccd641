import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Fetched, Release } from '@/lib/upstream/types';
import { release } from '../support/calendar-fixtures';

// Views over the upstream budget: settled days from the archive, the rest of
// a view from what is held when the budget refuses, exports that say so.
const upstream = vi.hoisted(() => ({
  legacyEnabled: vi.fn(() => true),
  getDailyReleases: vi.fn(),
  getLegacyCalendar: vi.fn(),
  getLegacyWeek: vi.fn(),
  getWeekReleases: vi.fn(),
  getMonthReleases: vi.fn(),
}));
vi.mock('@/lib/upstream', () => upstream);
const archive = vi.hoisted(() => ({ archivedDay: vi.fn(), settledDay: vi.fn(), archiveAnswer: vi.fn(), archiveLegacyIds: vi.fn() }));
vi.mock('@/lib/archive/read', () => ({ archivedDay: archive.archivedDay, settledDay: archive.settledDay }));
vi.mock('@/lib/archive/write-through', () => ({ archiveAnswer: archive.archiveAnswer, archiveLegacyIds: archive.archiveLegacyIds }));
vi.mock('@/lib/config', () => ({ getConfig: () => ({ upstream: { timeZone: 'Asia/Shanghai', timeoutMs: 2000 } }) }));
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

const { loadReaderDay, isSettledDay } = await import('@/lib/calendar/load');
const { loadReaderDays } = await import('@/lib/calendar/load-period');
const { exportView } = await import('@/lib/calendar/export-view');
const { waitFor } = await import('@/lib/upstream/priority');
const { addDays, todayIn } = await import('@/lib/time/zones');

const today = todayIn('Asia/Shanghai');
const fetched = (data: Release[], stale = false): Fetched<Release[]> => ({ data, fetchedAt: 1000, stale, source: 'tokened' });
const budgetError = () => Object.assign(new Error('calendar.daily: not sent: the upstream budget (3 calls/s) is spent'), { kind: 'budget', retryAfterSeconds: 2 });
const rowOf = (day: string) => release({ id: `r-${day}`, publishedAt: `${day}T02:00:00Z` });
const daysFrom = (first: string, n: number) => Array.from({ length: n }, (_, i) => addDays(first, i));

beforeEach(() => {
  for (const fn of [...Object.values(upstream), ...Object.values(archive)]) fn.mockReset();
  archive.archivedDay.mockResolvedValue(null);
  archive.settledDay.mockResolvedValue(null);
  upstream.legacyEnabled.mockReturnValue(true);
});

describe('settled days come from the archive', () => {
  it('a month long past is read from the archive, not the upstream, when the archive holds its days', async () => {
    const days = daysFrom(addDays(today, -60), 30);
    archive.settledDay.mockImplementation(async (_l: string, day: string) => fetched([rowOf(day)]));
    const s = await loadReaderDays('en', days, 'Asia/Shanghai');
    expect(upstream.getDailyReleases).not.toHaveBeenCalled();
    expect(s).toMatchObject({ ok: true, stale: false });
    expect(s.ok && s.data.length).toBe(30);
    expect(s.ok && s.budget).toBeUndefined();
  });

  it('the last seven days, where revisions happen, are asked again; days the archive lacks too', async () => {
    const days = daysFrom(addDays(today, -10), 10);
    archive.settledDay.mockImplementation(async (_l: string, day: string) => (day === addDays(today, -10) ? null : fetched([rowOf(day)])));
    upstream.getDailyReleases.mockImplementation(async (_l: string, day: string) => fetched([rowOf(day)]));
    await loadReaderDays('en', days, 'Asia/Shanghai');
    const asked = upstream.getDailyReleases.mock.calls.map((c) => c[1] as string).sort();
    // The day the archive lacks, and every day from a week ago on (the reader's days reach one upstream day further).
    expect(asked[0]).toBe(addDays(today, -10));
    expect(asked.slice(1).every((d) => d >= addDays(today, -7))).toBe(true);
    expect(asked).toContain(addDays(today, -7));
    expect(isSettledDay(addDays(today, -8))).toBe(true);
    expect(isSettledDay(addDays(today, -7))).toBe(false);
  });
});

describe('over the upstream budget', () => {
  it('builds a month from what it has, marked partial, and asks the days after a refusal without waiting', async () => {
    const days = daysFrom(addDays(today, -6), 12);
    const waits: number[] = [];
    let answered = 0;
    upstream.getDailyReleases.mockImplementation(async (_l: string, day: string) => {
      waits.push(waitFor(5000).waitMs);
      if (answered++ < 4) return fetched([rowOf(day)]);
      throw budgetError();
    });
    const s = await loadReaderDays('en', days, 'Asia/Shanghai');
    expect(s).toMatchObject({ ok: true, budget: 'partial' });
    expect(s.ok && s.data.length).toBe(4);
    // The first batch waits as readers do; once refused, the next batches take only a token that is there.
    expect(waits.slice(0, 6).every((w) => w > 0)).toBe(true);
    expect(waits.slice(6).every((w) => w === 0)).toBe(true);
  });

  it('counts a day that ran out of time behind a refusal as missing, and fails on a timeout before any refusal', async () => {
    const days = daysFrom(addDays(today, -6), 3);
    const timeout = () => Object.assign(new Error('timed out'), { kind: 'timeout' });
    upstream.getLegacyCalendar.mockRejectedValue(timeout());
    upstream.getDailyReleases.mockImplementation(async (_l: string, day: string) => {
      if (day === days[0]) return fetched([rowOf(day)]);
      if (day === days[1]) throw budgetError();
      await new Promise((r) => setTimeout(r, 5));
      throw timeout();
    });
    expect(await loadReaderDays('en', days, 'Asia/Shanghai')).toMatchObject({ ok: true, budget: 'partial' });
    upstream.getDailyReleases.mockRejectedValue(timeout());
    expect(await loadReaderDays('en', days, 'Asia/Shanghai')).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it('stands in the archive\'s copy of a refused day, marked saved, and never asks the legacy host', async () => {
    upstream.getDailyReleases.mockRejectedValue(budgetError());
    archive.archivedDay.mockImplementation(async (_l: string, day: string) => fetched([rowOf(day)], true));
    const s = await loadReaderDay('en', addDays(today, -2), 'Asia/Shanghai');
    expect(s).toMatchObject({ ok: true, stale: true, budget: 'saved' });
    expect(upstream.getLegacyCalendar).not.toHaveBeenCalled();
  });

  it('fails the view with the budget\'s error when nothing is held', async () => {
    upstream.getDailyReleases.mockRejectedValue(budgetError());
    const s = await loadReaderDay('zh-CN', addDays(today, -1), 'Asia/Shanghai');
    expect(s.ok).toBe(false);
    expect(!s.ok && (s.error as { kind: string }).kind).toBe('budget');
    expect(upstream.getLegacyCalendar).not.toHaveBeenCalled();
  });

  it('answers an export 503 with Retry-After, refused or partial, never a cut-short file', async () => {
    const origin = new URL('http://portal.test');
    const filters = { importance: [], countries: [], categories: [], currencies: [], watch: [], query: '' } as never;
    upstream.getDailyReleases.mockRejectedValue(budgetError());
    const q = { view: 'day', date: addDays(today, -1), tz: 'Asia/Shanghai', locale: 'en', format: 'csv', week: 'this', type: 'event' } as never;
    expect(await exportView(q, filters, origin)).toMatchObject({ ok: false, status: 503, code: 'upstream_budget', headers: { 'Retry-After': '2' } });
    let n = 0;
    upstream.getDailyReleases.mockImplementation(async (_l: string, day: string) => {
      if (n++ < 2) return fetched([rowOf(day)]);
      throw budgetError();
    });
    const week = { ...(q as object), view: 'week', week: '2026-W40', date: undefined } as never;
    const out = await exportView(week, filters, origin);
    expect(out).toMatchObject({ ok: false, status: 503, code: 'upstream_budget' });
    expect(!out.ok && Number(out.headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
  });
});

describe('the calendar\'s polling API over the upstream budget', () => {
  it('answers 503 with the budget\'s Retry-After, and a silent source with one of its own', async () => {
    const { GET } = await import('@/app/api/calendar/route');
    const url = `http://portal.test/api/calendar?date=${addDays(today, -1)}&locale=en&tz=Asia/Shanghai`;
    upstream.getDailyReleases.mockRejectedValue(budgetError());
    const refused = await GET(new Request(url));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('2');
    expect((await refused.json()).error.code).toBe('upstream_budget');
    upstream.getDailyReleases.mockRejectedValue(Object.assign(new Error('timed out'), { kind: 'timeout' }));
    upstream.getLegacyCalendar.mockRejectedValue(Object.assign(new Error('timed out'), { kind: 'timeout' }));
    const silent = await GET(new Request(url));
    expect(silent.status).toBe(503);
    expect(silent.headers.get('Retry-After')).toBe('5');
    expect((await silent.json()).error.code).toBe('upstream_unavailable');
  });
});
