// What a careful reading of docs/upstream.md allows, served by the simulator's
// quirks (simulator/quirks.mjs) over real HTTP: each case one test.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextPollDelay, RECHECK_MS } from '@/lib/calendar/live';
import { outcomeOf } from '@/lib/release/outcome';
import { releasesOfReaderDay, upstreamDaysOf } from '@/lib/calendar/reader-day';
import { nestSubIndicators } from '@/lib/calendar/sub-indicators';
import type { Release } from '@/lib/upstream/types';
import { clientFor, control, shanghaiToday, startSim, TOKEN, type Sim } from '../support/upstream-simulator';

const clock = { t: Date.parse('2026-11-23T02:00:00Z') };
let sim: Sim;
let ctl: ReturnType<typeof control>;
const client = () => clientFor(sim, { now: () => clock.t });

beforeAll(async () => {
  sim = await startSim({ now: () => clock.t });
  ctl = control(sim);
});
afterAll(() => sim.close());
beforeEach(async () => {
  clock.t = Date.parse('2026-11-23T02:00:00Z');
  await ctl.reset();
  // The document's plain reading everywhere; each test switches on what it exercises.
  await ctl.quirks({ repeatIds: 'off', stringInts: 'off', nullValues: 'off', textPrices: 'off', malformed: 'off', vanishing: 'off', reschedule: 'off' });
});

/** console.warn / console.error lines written while `run` runs. */
async function linesOf(run: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const keep = (line: unknown) => void lines.push(String(line));
  const warn = vi.spyOn(console, 'warn').mockImplementation(keep);
  const error = vi.spyOn(console, 'error').mockImplementation(keep);
  try {
    await run();
  } finally {
    warn.mockRestore();
    error.mockRestore();
  }
  return lines;
}

const DAY = '2026-11-18';

describe('a real upstream, one case each', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a malformed record costs one row and one log line: the day still shows every good record', async () => {
    const plain = (await client().getDailyReleases('apien', DAY)).data;
    await ctl.quirks({ malformed: 'on' });
    let answer!: Awaited<ReturnType<ReturnType<typeof client>['getDailyReleases']>>;
    const lines = await linesOf(async () => {
      answer = await client().getDailyReleases('apien', DAY);
    });
    // One record has a time that is no time (待定): dropped, counted, logged.
    expect(answer.unread).toBe(1);
    expect(answer.data).toHaveLength(plain.length - 1);
    const dropped = plain.find((r) => !answer.data.some((a) => a.id === r.id))!;
    expect(answer.data.map((r) => r.id)).toEqual(plain.filter((r) => r !== dropped).map((r) => r.id));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ event: 'upstream.record_unread', operation: 'calendar.daily', field: 'PUBLISH_TIME' });
    expect(lines[0]).not.toContain(TOKEN);
    // Another has a null importance: kept, importance unknown.
    expect(answer.data.filter((r) => r.importance === null)).toHaveLength(1);
  });

  it('far-zone readers keep every release when record ids repeat across days', async () => {
    await ctl.quirks({ repeatIds: 'on' });
    const c = client();
    // 2026-11-19 and -20 share their record ids (an even day number and the next).
    const [a, b] = await Promise.all(['2026-11-19', '2026-11-20'].map((d) => c.getDailyReleases('apien', d)));
    expect(a.data.filter((r) => b.data.some((s) => s.id === r.id)).length).toBeGreaterThan(0);
    // Honolulu's 19th and Kiritimati's 20th are each built from both upstream days.
    for (const [tz, readerDay] of [['Pacific/Honolulu', '2026-11-19'], ['Pacific/Kiritimati', '2026-11-20']]) {
      const days = upstreamDaysOf(readerDay, tz, 'Asia/Shanghai');
      expect(days).toEqual(['2026-11-19', '2026-11-20']);
      const all: Release[] = [...a.data, ...b.data];
      const expected = all.filter((r) => inDay(r, readerDay, tz)).map((r) => `${r.id}@${r.publishedAt}`).sort();
      expect(expected.length, tz).toBeGreaterThan(0);
      expect(releasesOfReaderDay(all, readerDay, tz).map((r) => `${r.id}@${r.publishedAt}`).sort(), tz).toEqual(expected);
    }
  });

  it('asks Calendar Details with the list ID learned from a list answer, and skips it when no pair is known', async () => {
    const c = client();
    const row = (await c.getLegacyCalendar('20261118')).data[0];
    expect(row.indicatorId).toMatch(/^\d{18}$/);
    expect(row.legacyId).not.toBe(row.indicatorId);
    await ctl.reset();
    await c.getLegacyIndicatorDetail(c.legacyIdOf(row.indicatorId)!);
    const paths = (await ctl.log()).requests.map((r) => r.path);
    expect(paths).toEqual([`/legacy/Calendar/detail/id/${row.legacyId}`]);
    // A fresh client has learnt nothing: no pair, no call to make.
    expect(client().legacyIdOf(row.indicatorId)).toBeNull();
  });

  it('reads integer fields as integers or numeric strings alike', async () => {
    const plain = await client().getDailyReleases('apien', DAY);
    const events = await client().getEvents('apien', 3, '2026-11-20');
    await ctl.quirks({ stringInts: 'on' });
    const raw = await fetch(`${sim.url}/base/apien/calendar/202605/data?date=${DAY}&token=${TOKEN}`).then((r) => r.json());
    const types = new Set(raw.data.flatMap((r: Record<string, unknown>) => [`ID:${typeof r.ID}`, `IDX_RELEVANCE:${typeof r.IDX_RELEVANCE}`]));
    expect(types).toEqual(new Set(['ID:number', 'ID:string', 'IDX_RELEVANCE:number', 'IDX_RELEVANCE:string']));
    const mixed = await client().getDailyReleases('apien', DAY);
    expect(mixed.data).toEqual(plain.data);
    expect(mixed.unread).toBe(0);
    expect((await client().getEvents('apien', 3, '2026-11-20')).data).toEqual(events.data);
  });

  it('shows text in price fields as written and leaves beat/miss off', async () => {
    await ctl.quirks({ textPrices: 'on' });
    const rows = (await client().getDailyReleases('apien', DAY)).data;
    const vote = rows.find((r) => r.actual === '9-0-2')!;
    expect(vote).toMatchObject({ forecast: '8-1-2', previous: '7-2-2', released: true });
    expect(outcomeOf(vote)).toBeNull();
    const dashes = rows.find((r) => r.forecast === '--')!;
    expect(dashes.previous).toBe('未公布');
    expect(outcomeOf(dashes)).toBeNull();
  });

  it('reads null legacy values as no value', async () => {
    await ctl.quirks({ nullValues: 'on' });
    const raw = await fetch(`${sim.url}/legacy/Calendar/lists/d/20261118`).then((r) => r.json());
    expect(raw.data.some((r: Record<string, unknown>) => r.PREVIOUS_PRICE === null || r.SURVEY_PRICE === null)).toBe(true);
    const answer = await client().getLegacyCalendar('20261118');
    expect(answer.unread).toBe(0);
    expect(answer.data).toHaveLength(raw.data.length);
    const nulled = raw.data.findIndex((r: Record<string, unknown>) => r.PREVIOUS_PRICE === null);
    if (nulled >= 0) expect(answer.data.find((r) => r.id === raw.data[nulled].RECORD_ID)?.previous).toBeNull();
  });

  it('shows a record again when it comes back after vanishing from an answer', async () => {
    await ctl.quirks({ vanishing: 'on' });
    // Vanishing records are gone in odd 30-second slots of the clock.
    clock.t = Math.ceil(clock.t / 60_000) * 60_000;
    const ids = async () => (await client().getWeekReleases('apien', 'W')).data.map((r) => `${r.id}@${r.publishedAt}`);
    const full = await ids();
    clock.t += 30_000;
    const thin = await ids();
    expect(thin.length).toBeLessThan(full.length);
    expect(full).toEqual(expect.arrayContaining(thin));
    clock.t += 30_000;
    expect(await ids()).toEqual(full);
  });

  it('follows a pending release rescheduled earlier, then later', async () => {
    const c = client();
    const made = await ctl.release(600, 3);
    const day = shanghaiToday(clock.t);
    const find = async () => (await c.getDailyReleases('api', day)).data.find((r) => r.id === String(made.recordId))!;
    const first = await find();
    expect(first.released).toBe(false);
    // The page re-reads a coming release's time, not only at its old time.
    expect(nextPollDelay([first], clock.t)).toBe(RECHECK_MS);
    await ctl.reschedule(made.recordId, 60);
    clock.t += RECHECK_MS + 1_000;
    const earlier = await find();
    expect(Date.parse(earlier.publishedAt)).toBe(Date.parse(first.publishedAt) - 540_000);
    clock.t = Date.parse(earlier.publishedAt) + 1_000;
    await ctl.reschedule(made.recordId, 120);
    clock.t += RECHECK_MS;
    const later = await find();
    expect(later.released).toBe(false);
    expect(Date.parse(later.publishedAt)).toBeGreaterThan(clock.t);
    clock.t = Date.parse(later.publishedAt) + 1_000;
    clock.t += 5_000;
    expect(await find()).toMatchObject({ released: true });
  });

  it('groups sub-indicators (IDX_PID) under their parent row', async () => {
    const rows = (await client().getLegacyUsData()).data;
    const subs = rows.filter((r) => r.parentIndicatorId);
    expect(subs.length).toBeGreaterThan(0);
    const nested = nestSubIndicators(rows);
    const grouped = nested.filter((n) => n.subs.length);
    expect(grouped.length).toBeGreaterThan(0);
    for (const n of grouped) for (const s of n.subs) expect(s).toMatchObject({ parentIndicatorId: n.row.indicatorId, publishedAt: n.row.publishedAt });
    // Nothing lost: every row is a row or a sub-row.
    expect(nested.length + grouped.reduce((k, n) => k + n.subs.length, 0)).toBe(rows.length);
  });
});

function inDay(r: Release, day: string, tz: string): boolean {
  const t = Date.parse(r.publishedAt);
  const local = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(t);
  return local === day;
}
