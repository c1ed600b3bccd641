// A clean stop and Node's timeouts on the real production server
// (scripts/launch.mjs → scripts/serve.mjs; docs/operations.md, "Stopping" and
// "Timeouts"): SIGTERM during a backfill with writes queued loses nothing and
// leaves an archive that opens; a request in flight gets its answer while new
// connections are refused; a second signal stops at once; idle kept-alive
// connections and slow headers are bounded by the configured values.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import { fillFreshArchive } from './support/fresh-archive';
import { startIsolated, type Isolated } from './support/isolated';

test.describe.configure({ mode: 'serial' });

const HEALTH_TOKEN = 'clean-stop-health-token-0123456789';
const DAY_MS = 86_400_000;
const dayBack = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface ArchiveDetails {
  state: string;
  backfill: { state: string; from: string; to: string; daysDone: number | null } | null;
  writes: { waiting: number; written: number } | null;
}

/** The archive's part of /api/health: with details (HEALTH_TOKEN) where the portal gives them, else the plain answer. */
async function archiveOf(portal: Isolated): Promise<ArchiveDetails | null> {
  const detailed = await fetch(`${portal.base}/api/health?details`, { headers: { Authorization: `Bearer ${HEALTH_TOKEN}` } })
    .then((r) => r.json(), () => null);
  if (detailed?.archive && typeof detailed.archive === 'object') return detailed.archive;
  const plain = await fetch(`${portal.base}/api/health`).then((r) => r.json(), () => null);
  return plain?.archive && typeof plain.archive === 'object' ? plain.archive : null;
}

async function until<T>(what: string, read: () => Promise<T | null | undefined | false>, logs: () => string, tries = 240): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await read();
    if (value) return value;
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${what}\n${logs()}`);
}

/** The exit code, or 'running' when the process has not exited within `ms`. */
const exitWithin = (portal: Isolated, ms: number) => Promise.race([portal.exited, sleep(ms).then(() => 'running' as const)]);

/** Resolves once the simulator has logged a request since its log was cleared: the portal is waiting on the upstream. */
const upstreamAsked = (portal: Isolated) =>
  until('the portal to ask the upstream', async () => ((await portal.control('log'))?.total ?? 0) > 0, () => portal.log.join('\n'));

/** Whether a new TCP connection to the portal is accepted (a fresh socket: no kept-alive one from earlier fetches). */
function accepts(base: string): Promise<boolean> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const portals: Isolated[] = [];
const dirs: string[] = [];
test.afterAll(async () => {
  await Promise.all(portals.map((p) => p.stop()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test('SIGTERM during a backfill with writes queued: drained, archive closed, exit 0; started again, the archive opens with everything written before', async () => {
  test.setTimeout(420_000);
  const root = mkdtempSync(path.join(tmpdir(), 'macrodesk-e2e-stop-'));
  dirs.push(root);
  const dataDir = path.join(root, 'data');
  const from = dayBack(200);
  const env = { ARCHIVE: 'on', ARCHIVE_RATE_PER_S: '20', ARCHIVE_BACKFILL_FROM: from, HEALTH_TOKEN };
  // A fresh archive, copied: its creation is not what this test stops.
  await fillFreshArchive(dataDir);
  const first = await startIsolated({ token: 'clean-stop-token-1', timeoutMs: 3000, dataDir, env });
  portals.push(first);
  const logs = () => first.log.join('\n');
  await until('the backfill to store days', async () => ((await archiveOf(first))?.backfill?.daysDone ?? 0) >= 30, logs);

  // Days older than the backfill's range, read by pages: only their write-through stores them.
  const read = [210, 211, 212, 213, 214, 215, 216, 217].map(dayBack);
  const served = new Map<string, number>();
  await Promise.all(read.map(async (day) => {
    const res = await fetch(`${first.base}/api/calendar?date=${day}&tz=Asia/Shanghai&locale=en`);
    expect(res.status).toBe(200);
    served.set(day, (await res.json()).releases.length);
  }));
  expect([...served.values()].some((n) => n > 0)).toBe(true);
  const before = (await archiveOf(first))!;
  expect(before.backfill?.state, 'the backfill is still under way at the signal').not.toBe('complete');
  const doneBefore = before.backfill!.daysDone!;

  first.signal('SIGTERM');
  const code = await exitWithin(first, 60_000);
  expect(code, logs()).toBe(0);
  portals.splice(portals.indexOf(first), 1);
  await first.stop();
  expect(first.log.join('\n')).toMatch(/\[macrodesk\] SIGTERM: stopping/);
  expect(first.log).toContain('[macrodesk] requests drained');
  expect(first.log.some((l) => /^\[macrodesk\] archive closed: backfill stopped, \d+ queued writes flushed \(0 failed\), database closed$/.test(l)), logs()).toBe(true);
  expect(first.log).toContain('[macrodesk] stopped (exit 0)');

  // Started again on the folder (no backfill: nothing is added): the archive opens.
  const second = await startIsolated({ token: 'clean-stop-token-2', timeoutMs: 3000, dataDir, env: { ...env, ARCHIVE_RATE_PER_S: '0' } });
  portals.push(second);
  await until('the archive to open again', async () => (await archiveOf(second))?.state === 'ok', () => second.log.join('\n'));
  second.signal('SIGTERM');
  expect(await exitWithin(second, 60_000), second.log.join('\n')).toBe(0);
  portals.splice(portals.indexOf(second), 1);
  await second.stop();

  // Everything written before the signal is there: the days the backfill reported, the answers the pages read.
  const db = await PGlite.create(dataDir);
  try {
    const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM archived_days WHERE day BETWEEN $1 AND $2', [before.backfill!.from, before.backfill!.to])).rows;
    expect(n).toBeGreaterThanOrEqual(doneBefore);
    for (const day of read) {
      const [{ k }] = (await db.query<{ k: number }>("SELECT count(*)::int AS k FROM releases WHERE variant = 'apien' AND upstream_day = $1", [day])).rows;
      if (served.get(day)! > 0) expect(k, day).toBeGreaterThan(0);
    }
  } finally {
    await db.close();
  }
});

test('Node timeouts: idle kept-alive connections are kept 65 s; a client sending its headers slowly is cut off after 66 s', async () => {
  test.setTimeout(180_000);
  const portal = await startIsolated({ token: 'clean-stop-token-3', timeoutMs: 3000 });
  portals.push(portal);
  const { hostname, port } = new URL(portal.base);

  // keepAliveTimeout: Node tells kept-alive clients how long an idle connection stays open.
  const head = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET /api/health HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      if (text.includes('\r\n\r\n')) {
        socket.destroy();
        resolve(text.slice(0, text.indexOf('\r\n\r\n')));
      }
    });
    socket.once('error', reject);
  });
  expect(head).toMatch(/^HTTP\/1\.1 \d{3} /);
  expect(head.toLowerCase()).toContain('keep-alive: timeout=65');

  // headersTimeout: one byte of a header every second, never the end of the headers.
  const started = Date.now();
  const cut = await new Promise<{ afterMs: number; answer: string }>((resolve) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET /api/health HTTP/1.1\r\nHost: ${hostname}\r\n`));
    const bytes = 'X-Slow: ' + 'a'.repeat(500);
    let i = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(bytes[i++ % bytes.length]!);
    }, 1000);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.once('error', () => undefined);
    socket.once('close', () => {
      clearInterval(drip);
      resolve({ afterMs: Date.now() - started, answer });
    });
  });
  expect(cut.answer).toMatch(/^HTTP\/1\.1 408/);
  expect(cut.afterMs).toBeGreaterThanOrEqual(65_000);
  // 66 s, then within Node's 2 s look at its connections, and a margin for a busy machine.
  expect(cut.afterMs).toBeLessThan(76_000);
});

test('SIGTERM with a request in flight: new connections are refused, the request gets its answer, the process exits by itself', async () => {
  test.setTimeout(180_000);
  const portal = await startIsolated({ token: 'clean-stop-token-4', timeoutMs: 5000 });
  portals.push(portal);
  // The page's first upstream call answers after 1.5 s.
  await portal.control('faults', { match: '/base/', kind: 'latency', ms: 1500, times: 1 });
  await portal.control('log', undefined, 'DELETE');
  const slow = fetch(`${portal.base}/en/calendar?date=${dayBack(300)}&tz=Asia/Shanghai`).then(async (res) => ({ status: res.status, body: await res.text() }));
  await upstreamAsked(portal);

  portal.signal('SIGTERM');
  await until('the portal to stop listening', async () => !(await accepts(portal.base)), () => portal.log.join('\n'), 40);
  const answer = await slow;
  expect(answer.status).toBe(200);
  expect(answer.body).toContain('</html>');
  expect(await exitWithin(portal, 30_000), portal.log.join('\n')).toBe(0);
  expect(portal.log.join('\n')).toMatch(/SIGTERM: stopping; no new connections, 1 request\(s\) in flight get up to 10000 ms/);
  expect(portal.log).toContain('[macrodesk] requests drained');
  expect(portal.log).toContain('[macrodesk] stopped (exit 0)');
});

test('a second signal stops at once, even with a request hung on the upstream', async () => {
  test.setTimeout(180_000);
  const portal = await startIsolated({ token: 'clean-stop-token-5', timeoutMs: 30_000 });
  portals.push(portal);
  await portal.control('faults', { match: '/base/', kind: 'latency', ms: 120_000 });
  await portal.control('log', undefined, 'DELETE');
  const hung = fetch(`${portal.base}/en/calendar?date=${dayBack(301)}&tz=Asia/Shanghai`)
    // The page streams: its shell (and status) may come before the part waiting on the upstream.
    .then(async (r) => `${r.status} ${(await r.text()).length}`)
    .catch(() => 'cut');
  await upstreamAsked(portal);

  portal.signal('SIGTERM');
  // The first waits for the request (up to UPSTREAM_TIMEOUT_MS and a margin).
  expect(await exitWithin(portal, 3000)).toBe('running');
  portal.signal('SIGTERM');
  expect(await exitWithin(portal, 5000), portal.log.join('\n')).toBe(1);
  expect(portal.log.join('\n')).toMatch(/SIGTERM again: stopping at once/);
  expect(await hung).toBe('cut');
});
