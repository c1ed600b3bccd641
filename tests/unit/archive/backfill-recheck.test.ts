// A day is archived only when its answer was read whole: the real backfill,
// the real upstream client against the simulator (its faults and its clock)
// and a real PGlite archive in a temp dir.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackfill, type Backfill, type BackfillDeps } from '@/lib/archive/backfill';
import type { Db } from '@/lib/archive/db';
import { embeddedDb } from '@/lib/archive/db-embedded';
import { RECHECK_BACKOFF_MS } from '@/lib/archive/days';
import { migrate } from '@/lib/archive/migrations';
import { parseConfig } from '@/lib/config';
import { createUpstreamClient, type UpstreamClient } from '@/lib/upstream/client';
import type { Variant } from '@/lib/upstream/types';
import { startSimulator } from '../../../simulator/server.mjs';
import { release } from '../support/archive-fixtures';
import { copyFreshArchive } from '../support/pglite-template';

const DAY_MS = 86_400_000;
const VARIANTS: Variant[] = ['api', 'apien', 'apitc'];
/** Noon in Shanghai on Saturday 2026-11-21: the backfill's newest day is Friday 2026-11-20. */
const START = Date.parse('2026-11-21T04:00:00Z');
/** Monday to Friday, each with releases in the simulator. */
const WEEK = ['2026-11-20', '2026-11-19', '2026-11-18', '2026-11-17', '2026-11-16'];

const clock = { ms: START };
let sim: { url: string; close(): Promise<void> };
let client: UpstreamClient;
let db: Db;
let dir: string;

async function control(name: string, method: string, body?: unknown): Promise<void> {
  const res = await fetch(`${sim.url}/__sim/${name}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`simulator control ${method} ${name}: HTTP ${res.status}`);
}

beforeAll(async () => {
  // Each unreadable record is logged by the client (lib/upstream/log.ts): not this file's subject.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sim = await startSimulator({ port: 0, now: () => clock.ms, quirks: 'off' });
  client = createUpstreamClient(parseConfig({ SIMULATOR_URL: sim.url, UPSTREAM_TIMEOUT_MS: '10000', UPSTREAM_RATE_PER_S: '10000' }), {
    now: () => clock.ms,
    retryDelayMs: 1,
  });
  dir = copyFreshArchive(mkdtempSync(path.join(tmpdir(), 'macrodesk-recheck-')));
  db = await embeddedDb(dir);
}, 120_000);

afterAll(async () => {
  await db?.close();
  await sim?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const running: Backfill[] = [];
beforeEach(async () => {
  clock.ms = START;
  await control('reset', 'POST');
  await db.query('DROP SCHEMA public CASCADE');
  await db.query('CREATE SCHEMA public');
  await migrate(db);
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((b) => b.stop()));
});

function backfill(over: Partial<BackfillDeps> = {}): Backfill {
  const b = createBackfill({
    db: async () => db,
    fetchDay: (variant, day) => client.fetchDailyReleases(variant, day),
    readersBusy: () => 0,
    upstreamZone: 'Asia/Shanghai',
    from: WEEK.at(-1)!,
    ratePerS: 1000,
    now: () => clock.ms,
    followerRetryMs: 20,
    pauseMs: () => 20,
    idleMs: 20,
    log: () => undefined,
    ...over,
  });
  running.push(b);
  return b;
}

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 800; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: number }>(sql, params))[0]?.n ?? 0);
const archivedDays = () => count('SELECT count(*)::int AS n FROM archived_days');
const rowsOf = (variant: Variant, day: string) =>
  count('SELECT count(*)::int AS n FROM releases WHERE variant = $1 AND upstream_day = $2', [variant, day]);

/** Every variant and day of the window: the records the simulator serves now, and those the archive holds. */
async function holdings(days: string[]): Promise<{ served: Record<string, number>; held: Record<string, number> }> {
  const served: Record<string, number> = {};
  const held: Record<string, number> = {};
  for (const variant of VARIANTS) {
    for (const day of days) {
      served[`${variant} ${day}`] = (await client.fetchDailyReleases(variant, day)).releases.length;
      held[`${variant} ${day}`] = await rowsOf(variant, day);
    }
  }
  return { served, held };
}

describe.each(['empty', 'wrong-type', 'partial'] as const)('a backfill meeting `%s` answers', (kind) => {
  it('leaves those days to check again, is not complete, and fills every day once the upstream recovers', async () => {
    await control('faults', 'POST', { match: '/calendar/202605/data', kind });
    const b = backfill();
    b.start();
    await until(() => b.status().daysToDo === 0 && b.status().state === 'rechecking', 'every day asked once');
    expect(b.status()).toMatchObject({ daysDone: 0, daysToRecheck: WEEK.length * 3 });
    expect(b.status().nextRecheckAt).toBe(new Date(START + RECHECK_BACKOFF_MS[0]).toISOString());
    expect(await archivedDays()).toBe(0);
    const waiting = await db.query<{ outcome: string; unread: number; asks: number }>('SELECT outcome, unread, asks FROM days_to_check');
    expect(waiting).toHaveLength(WEEK.length * 3);
    expect(new Set(waiting.map((w) => w.outcome))).toEqual(new Set([kind === 'empty' ? 'empty' : 'partial']));
    if (kind === 'partial') {
      // The records read were kept: all but one a day.
      expect(waiting.every((w) => Number(w.unread) === 1)).toBe(true);
      expect(await rowsOf('apien', WEEK[0])).toBeGreaterThan(0);
    }

    // Still failing at the first re-ask: asked again, still to check, later.
    clock.ms = START + RECHECK_BACKOFF_MS[0] + 1000;
    await until(async () => (await count('SELECT count(*)::int AS n FROM days_to_check WHERE asks = 2')) === WEEK.length * 3, 'the first re-ask');
    expect(b.status().state).not.toBe('complete');
    expect(await archivedDays()).toBe(0);

    await control('faults', 'DELETE');
    clock.ms += RECHECK_BACKOFF_MS[1] + 1000;
    await until(() => b.status().state === 'complete', 'completion after the upstream recovered');
    expect(b.status()).toMatchObject({ daysDone: WEEK.length * 3, daysToDo: 0, daysToRecheck: 0, nextRecheckAt: null });
    expect(await count('SELECT count(*)::int AS n FROM days_to_check')).toBe(0);
    const { served, held } = await holdings(WEEK);
    expect(Object.values(served).every((n) => n > 0)).toBe(true);
    expect(held).toEqual(served);
  });
});

describe('days to check again', () => {
  it('survive a restart: another backfill keeps re-asking them, and does not call itself complete', async () => {
    await control('faults', 'POST', { match: '/calendar/202605/data', kind: 'empty' });
    const a = backfill();
    a.start();
    await until(() => a.status().state === 'rechecking', 'every day asked once');
    await a.stop();
    await control('faults', 'DELETE');
    const b = backfill();
    b.start();
    await until(() => b.status().daysToRecheck !== null, 'the second backfill counting');
    expect(b.status()).toMatchObject({ daysDone: 0, daysToDo: 0, daysToRecheck: WEEK.length * 3 });
    expect(b.status().state).not.toBe('complete');
    clock.ms += RECHECK_BACKOFF_MS[0] + 1000;
    await until(() => b.status().state === 'complete', 'completion');
    const { served, held } = await holdings(WEEK);
    expect(held).toEqual(served);
  });

  it('a partly unreadable day is never taken as whole: asked again with a growing back-off that settles at its slowest', async () => {
    await control('faults', 'POST', { match: '/calendar/202605/data', kind: 'partial' });
    const b = backfill({ from: WEEK[0] });
    b.start();
    await until(() => b.status().state === 'rechecking', 'the day asked once');
    const gaps: number[] = [];
    for (let ask = 1; ask <= RECHECK_BACKOFF_MS.length + 2; ask++) {
      const [row] = await db.query<{ asks: number; checked_at: Date | string; next_check_at: Date | string }>(
        "SELECT asks, checked_at, next_check_at FROM days_to_check WHERE variant = 'apien' AND day = $1", [WEEK[0]]);
      expect(Number(row.asks)).toBe(ask);
      gaps.push(new Date(row.next_check_at).getTime() - new Date(row.checked_at).getTime());
      clock.ms = new Date(row.next_check_at).getTime() + 1000;
      await until(async () => (await count("SELECT max(asks)::int AS n FROM days_to_check WHERE day = $1 AND variant = 'apien'", [WEEK[0]])) > ask, `ask ${ask + 1}`);
    }
    expect(gaps).toEqual([...RECHECK_BACKOFF_MS, RECHECK_BACKOFF_MS.at(-1), RECHECK_BACKOFF_MS.at(-1)]);
    // More than a week later: still not archived, and said so.
    expect(clock.ms - START).toBeGreaterThan(7 * DAY_MS);
    expect(await count('SELECT count(*)::int AS n FROM archived_days WHERE day = $1', [WEEK[0]])).toBe(0);
    expect(b.status().state).not.toBe('complete');
    expect(b.status().daysToRecheck).toBeGreaterThanOrEqual(3);
  });

  it('an empty day (a Sunday) is accepted as empty once it stayed empty through re-asks spanning a week, not before', async () => {
    const SUNDAY = '2026-11-22';
    clock.ms = Date.parse('2026-11-23T04:00:00Z');
    const first = clock.ms;
    const b = backfill({ from: SUNDAY });
    b.start();
    await until(() => b.status().state === 'rechecking', 'the Sunday asked once');
    const asked = async () => {
      const res = await fetch(`${sim.url}/__sim/log`);
      const log = (await res.json()) as { requests: { path: string; query: Record<string, string> }[] };
      return log.requests.filter((r) => r.path.includes('/apien/') && r.query.date === SUNDAY).length;
    };
    const marked = () => count("SELECT count(*)::int AS n FROM archived_days WHERE variant = 'apien' AND day = $1", [SUNDAY]);
    for (let step = 0; step < 12 && !(await marked()); step++) {
      const [row] = await db.query<{ next_check_at: Date | string; asks: number }>(
        "SELECT next_check_at, asks FROM days_to_check WHERE variant = 'apien' AND day = $1", [SUNDAY]);
      // Not accepted before a week has passed since it was first found empty.
      expect(clock.ms - first).toBeLessThan(7 * DAY_MS);
      clock.ms = new Date(row.next_check_at).getTime() + 1000;
      const asks = Number(row.asks);
      await until(async () => (await marked()) > 0 || (await count(
        "SELECT max(asks)::int AS n FROM days_to_check WHERE variant = 'apien' AND day = $1", [SUNDAY])) > asks, `re-ask after ${asks}`);
    }
    expect(await marked()).toBe(1);
    expect(clock.ms - first).toBeGreaterThanOrEqual(7 * DAY_MS);
    // The first answer and at least four re-asks, all empty.
    expect(await asked()).toBeGreaterThanOrEqual(5);
    const [day] = await db.query<{ releases: number }>("SELECT releases FROM archived_days WHERE variant = 'apien' AND day = $1", [SUNDAY]);
    expect(Number(day.releases)).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM days_to_check WHERE day = $1", [SUNDAY])).toBe(0);
  });

  it('a later whole answer fills the day, and a changed actual is kept as a revision', async () => {
    const DAY = WEEK[0];
    const a = release({ id: 'a', publishedAt: `${DAY}T02:00:00.000Z`, actual: '1.0' });
    const b2 = release({ id: 'b', publishedAt: `${DAY}T03:00:00.000Z`, actual: '2.0' });
    let answer = { releases: [a], unread: 1 };
    const b = backfill({ from: DAY, fetchDay: async () => answer });
    b.start();
    await until(() => b.status().state === 'rechecking', 'the partial day to check');
    expect(await rowsOf('apien', DAY)).toBe(1);
    answer = { releases: [{ ...a, actual: '1.1' }, b2], unread: 0 };
    clock.ms += RECHECK_BACKOFF_MS[0] + 1000;
    await until(() => b.status().state === 'complete', 'completion');
    expect(await rowsOf('apien', DAY)).toBe(2);
    const [row] = await db.query<{ actual: string; first_actual: string }>(
      "SELECT actual, first_actual FROM releases WHERE variant = 'apien' AND record_id = 'a'");
    expect(row).toEqual({ actual: '1.1', first_actual: '1.0' });
    const versions = await db.query<{ actual: string }>(
      "SELECT actual FROM release_versions WHERE variant = 'apien' AND record_id = 'a' ORDER BY seen_at");
    expect(versions.map((v) => v.actual)).toEqual(['1.0', '1.1']);
    const [marked] = await db.query<{ releases: number }>("SELECT releases FROM archived_days WHERE variant = 'apien' AND day = $1", [DAY]);
    expect(Number(marked.releases)).toBe(2);
  });
});
