// Write-through end to end: the portal's calendar loaders (lib/calendar/load),
// the real upstream client against the simulator, and the archive's runtime on
// the backend the environment names. Each backend has a test file of its own
// (the configuration is read once per process).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '@/lib/archive/db';
import { control, startSim, type Sim } from './upstream-simulator';

/** A past day the simulator serves (it serves any date): not today, so it is marked archived whole. */
const DAY = '2026-03-18';

export function writeThroughSuite(configure: () => Promise<{ env: Record<string, string>; done: () => Promise<void> }>): void {
  let sim: Sim;
  let done: () => Promise<void> = async () => undefined;
  let db: Db;
  let mod: {
    load: typeof import('@/lib/calendar/load');
    upstream: typeof import('@/lib/upstream');
    writes: typeof import('@/lib/archive/writes');
  };
  beforeAll(async () => {
    sim = await startSim();
    const backend = await configure();
    done = backend.done;
    Object.assign(process.env, { SIMULATOR_URL: sim.url, ARCHIVE: 'on', ...backend.env });
    mod = {
      load: await import('@/lib/calendar/load'),
      upstream: await import('@/lib/upstream'),
      writes: await import('@/lib/archive/writes'),
    };
    db = await (await import('@/lib/archive/runtime')).archiveDb();
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await sim?.close();
    await done();
  });

  const stored = async (variant: string) =>
    new Set((await db.query<{ record_id: string }>('SELECT record_id FROM releases WHERE variant = $1', [variant])).map((r) => r.record_id));

  it('a day the calendar reads is stored and marked archived whole, in the variant of the page', async () => {
    const section = await mod.load.loadReaderDay('en', DAY, 'Asia/Shanghai');
    expect(section.ok).toBe(true);
    await mod.writes.archiveWritesDrained();
    const served = (await mod.upstream.getDailyReleases('apien', DAY)).data;
    expect(served.length).toBeGreaterThan(0);
    const ids = await stored('apien');
    for (const r of served) expect(ids).toContain(r.id);
    const [marked] = await db.query<{ releases: number }>("SELECT releases FROM archived_days WHERE variant = 'apien' AND day = $1", [DAY]);
    expect(Number(marked?.releases)).toBe(served.length);
    // Another variant's texts were not read, so not written.
    expect((await stored('apitc')).size).toBe(0);
  });

  /** With every record readable: the simulator's malformed records (on some days) keep a day from being whole. */
  const readable = async (check: () => Promise<void>) => {
    await control(sim).quirks({ malformed: 'off' });
    try {
      await check();
    } finally {
      await control(sim).quirks({ malformed: 'auto' });
    }
  };
  const loads = () => mod.upstream.upstreamCacheStats().loads;
  const markedWhole = async (variant: string, day: string) =>
    Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM archived_days WHERE variant = $1 AND day = $2', [variant, day]))[0].n);

  it('a settled day, once archived whole, leaves the upstream cache and is read from the archive', () =>
    readable(async () => {
      const SETTLED = '2026-03-20';
      const before = loads();
      expect((await mod.load.loadReaderDay('zh-TW', SETTLED, 'Asia/Shanghai')).ok).toBe(true);
      expect(loads()).toBe(before + 1);
      await mod.writes.archiveWritesDrained();
      expect(await markedWhole('apitc', SETTLED)).toBe(1);
      // Read again: from the archive, the upstream not asked.
      const again = await mod.load.loadReaderDay('zh-TW', SETTLED, 'Asia/Shanghai');
      expect(again.ok && again.data.length).toBeGreaterThan(0);
      expect(loads()).toBe(before + 1);
      // The cache kept no copy: asked directly, the day is loaded once more.
      await mod.upstream.getDailyReleases('apitc', SETTLED);
      expect(loads()).toBe(before + 2);
    }));

  it('a day still revised (the last seven days) keeps its cached copy once archived whole', () =>
    readable(async () => {
      const { addDays, todayIn } = await import('@/lib/time/zones');
      // The last Wednesday before today: a weekday (the simulator's weekends may be empty), whatever day the suite runs.
      const days = Array.from({ length: 7 }, (_, i) => addDays(todayIn('Asia/Shanghai'), -1 - i));
      const recent = days.find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 3)!;
      expect((await mod.load.loadReaderDay('zh-TW', recent, 'Asia/Shanghai')).ok).toBe(true);
      await mod.writes.archiveWritesDrained();
      expect(await markedWhole('apitc', recent)).toBe(1);
      const before = loads();
      await mod.upstream.getDailyReleases('apitc', recent);
      expect(loads()).toBe(before);
    }));

  it("this week's and the past month's answers are stored too (no day marked: they span days still changing)", async () => {
    const before = Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM archived_days'))[0].n);
    expect((await mod.load.loadWeek('zh-CN', 'this')).ok).toBe(true);
    expect((await mod.load.loadMonth('zh-TW', 'past')).ok).toBe(true);
    await mod.writes.archiveWritesDrained();
    const week = (await mod.upstream.getWeekReleases('api', 'W')).data;
    const month = (await mod.upstream.getMonthReleases('apitc', 'm')).data;
    expect(week.length).toBeGreaterThan(0);
    expect(month.length).toBeGreaterThan(0);
    const [api, apitc] = await Promise.all([stored('api'), stored('apitc')]);
    for (const r of week) expect(api).toContain(r.id);
    for (const r of month) expect(apitc).toContain(r.id);
    expect(Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM archived_days'))[0].n)).toBe(before);
  });

  it('a past day read during a glitch (an empty answer, one unreadable record) is not marked archived; what was read is kept', async () => {
    const EMPTY = '2026-03-17';
    const PARTIAL = '2026-03-19';
    const ctl = control(sim);
    const marked = async (day: string) =>
      Number((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM archived_days WHERE variant = 'apien' AND day = $1", [day]))[0].n);
    const rows = async (day: string) =>
      Number((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM releases WHERE variant = 'apien' AND upstream_day = $1", [day]))[0].n);
    await ctl.fault({ match: '/apien/calendar/202605/data', kind: 'empty', times: 1 });
    expect((await mod.load.loadReaderDay('en', EMPTY, 'Asia/Shanghai')).ok).toBe(true);
    await ctl.fault({ match: '/apien/calendar/202605/data', kind: 'partial', times: 1 });
    expect((await mod.load.loadReaderDay('en', PARTIAL, 'Asia/Shanghai')).ok).toBe(true);
    await mod.writes.archiveWritesDrained();
    const partial = await mod.upstream.getDailyReleases('apien', PARTIAL);
    expect(partial.unread).toBe(1);
    expect(partial.data.length).toBeGreaterThan(0);
    expect(await marked(EMPTY)).toBe(0);
    expect(await marked(PARTIAL)).toBe(0);
    expect(await rows(PARTIAL)).toBe(partial.data.length);
  });
}
