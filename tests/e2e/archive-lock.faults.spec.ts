// One writer per embedded archive: two portals started on one DATA_DIR (the
// old "several instances" recipe) must not both open it. One holds it, leads
// the backfill and writes; the other runs without the archive, says why, and
// still answers its pages. Stopped both, one started again on the folder
// finds every day written (served from the archive with the upstream down).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LOADED_LOCK, startIsolated, type Isolated } from './support/isolated';

// Two archives created at once fill the cores (./support/isolated.ts, LOADED_LOCK).
test.describe.configure({ mode: 'serial', lock: LOADED_LOCK });

const HEALTH_TOKEN = 'archive-lock-health-token-0123';
const LOCALES = ['en', 'zh-CN', 'zh-TW'] as const;
const from = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
const env = { ARCHIVE: 'on', ARCHIVE_BACKFILL_FROM: from, ARCHIVE_RATE_PER_S: '20', HEALTH_TOKEN };

interface ArchiveDetails {
  state: string;
  lastError: string | null;
  backfill: { state: string; leader: boolean; from: string; to: string; daysDone: number | null; daysToDo: number | null; daysToRecheck?: number | null } | null;
  writes: { written: number } | null;
}

/** The archive's part of /api/health: with details where the portal gives them (HEALTH_TOKEN), else the plain answer. */
async function archiveOf(portal: Isolated): Promise<ArchiveDetails | null> {
  const res = await fetch(`${portal.base}/api/health?details`, { headers: { Authorization: `Bearer ${HEALTH_TOKEN}` } }).catch(() => null);
  const body = await res?.json().catch(() => null);
  return body?.archive ?? null;
}

async function until<T>(what: string, read: () => Promise<T | null>, logs: () => string): Promise<T> {
  for (let i = 0; i < 240; i++) {
    const value = await read();
    if (value !== null) return value;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${what}\n${logs()}`);
}

/**
 * What a portal serves of each day and variant with its upstream down: the
 * archive's copy (its number of releases), or 'missing' where the archive
 * holds no whole copy of the day.
 */
async function archivedDays(portal: Isolated, days: string[]): Promise<Map<string, number | 'missing'>> {
  const out = new Map<string, number | 'missing'>();
  for (const day of days) {
    for (const locale of LOCALES) {
      const res = await fetch(`${portal.base}/api/calendar?date=${day}&tz=Asia/Shanghai&locale=${locale}`);
      expect([200, 503], `${locale} ${day}`).toContain(res.status);
      const body = await res.json();
      if (res.status === 200) expect(body.stale, `${locale} ${day} from the archive`).toBe(true);
      out.set(`${locale} ${day}`, res.status === 200 ? body.releases.length : 'missing');
    }
  }
  return out;
}

function* daysOf(first: string, last: string): Generator<string> {
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += 86_400_000) yield new Date(t).toISOString().slice(0, 10);
}

let dataDir: string;
const portals: Isolated[] = [];

test.beforeAll(() => {
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'macrodesk-e2e-lock-')), 'data');
});
test.afterAll(async () => {
  await Promise.all(portals.map((p) => p.stop()));
  if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

test('two portals on one DATA_DIR: one holds the archive and writes, the other runs without it; one started again finds every day', async () => {
  test.setTimeout(600_000);
  const [a, b] = await Promise.all([
    startIsolated({ token: 'lock-e2e-token-a', timeoutMs: 3000, dataDir, env }),
    startIsolated({ token: 'lock-e2e-token-b', timeoutMs: 3000, dataDir, env }),
  ]);
  portals.push(a, b);
  const logs = () => [...a.log.map((l) => `a: ${l}`), ...b.log.map((l) => `b: ${l}`)].join('\n');

  // Wait until one has back-filled the range and the other has settled.
  // Every day asked: complete, or rechecking the days whose answer was not whole (docs/operations.md, "The archive").
  const settled = (x: ArchiveDetails) => x.backfill?.leader && x.backfill.daysToDo === 0 && ['complete', 'rechecking'].includes(x.backfill.state);
  const [[writer, writerArchive], [other, otherArchive]] = await until('one portal to finish the backfill', async () => {
    const both = await Promise.all([archiveOf(a), archiveOf(b)]);
    if (both.some((x) => !x || x.state === 'opening')) return null;
    const done = both.findIndex((x) => settled(x!));
    if (done < 0) return null;
    const pairs: [Isolated, ArchiveDetails][] = [[a, both[0]!], [b, both[1]!]];
    return done === 0 ? pairs : [pairs[1]!, pairs[0]!];
  }, logs);

  // Exactly one leader and one writer.
  expect(writerArchive.state).toBe('ok');
  expect(otherArchive.state).toBe('held');
  expect(otherArchive.lastError).toContain('held by another process: give every instance the same DATABASE_URL');
  expect(otherArchive.backfill?.leader ?? false).toBe(false);
  expect(otherArchive.backfill?.daysDone ?? null).toBeNull();
  const days = [...daysOf(writerArchive.backfill!.from, writerArchive.backfill!.to)];
  expect(days.length).toBeGreaterThanOrEqual(5);
  const daysDone = writerArchive.backfill!.daysDone!;
  expect(daysDone + (writerArchive.backfill!.daysToRecheck ?? 0)).toBe(days.length * LOCALES.length);

  // The other's pages answer, without the archive.
  for (const locale of LOCALES) {
    expect((await fetch(`${other.base}/${locale}/calendar`)).status).toBe(200);
    expect((await fetch(`${other.base}/${locale}/calendar?date=${days[0]}&tz=Asia/Shanghai`)).status).toBe(200);
  }
  const history = await fetch(`${other.base}/api/indicators/112022041900110001/history?locale=en`);
  expect(history.status).toBe(503);
  const after = (await archiveOf(other))!;
  expect(after.state).toBe('held');
  expect(after.writes?.written ?? 0).toBe(0);
  // Said once in its log, not at every round of its backfill or write.
  expect(other.log.filter((l) => l.startsWith('[archive]') && l.includes('held by another process'))).toHaveLength(1);

  // What the writer's archive holds: each day and variant served with its upstream down (nothing cached yet).
  await writer.control('faults', { match: '/', kind: 'http', status: 503 });
  const written = await archivedDays(writer, days);
  const whole = [...written.values()].filter((n) => n !== 'missing');
  expect(whole.length).toBeGreaterThanOrEqual(daysDone);
  expect(whole.some((n) => n > 0)).toBe(true);

  // Both stopped (SIGTERM): the lock goes with its holder.
  await Promise.all([a.stop(), b.stop()]);
  portals.length = 0;
  expect(existsSync(`${dataDir}.lock`)).toBe(false);

  // One started again on the folder, no backfill: the archive opens and holds every day written.
  const c = await startIsolated({ token: 'lock-e2e-token-c', timeoutMs: 3000, dataDir, env: { ...env, ARCHIVE_RATE_PER_S: '0' } });
  portals.push(c);
  await until('the archive to open again', async () => ((await archiveOf(c))?.state === 'ok' ? true : null), () => c.log.join('\n'));
  await c.control('faults', { match: '/', kind: 'http', status: 503 });
  expect(Object.fromEntries(await archivedDays(c, days))).toEqual(Object.fromEntries(written));
});
