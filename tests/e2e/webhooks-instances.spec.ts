// One sender across instances (docs/operations.md, "Delivery"): two portals
// on one Postgres archive, one Redis and one simulator, both reading the same
// WEBHOOKS_FILE, tell a target of a release once before it and once with its
// actual — and still once each when the sending instance is stopped between
// the two and the other takes over. The instances and the simulator follow a
// shared test clock (./support/shared-clock.ts), moved to each message's
// moment instead of waiting for the release in real time.
import { createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startSimulator } from '../../simulator/server.mjs';
import { startPostgres, type TestPostgres } from '../unit/support/postgres-server';
import { startRedis, type TestRedis } from '../unit/support/redis-server';
import { E2E_HEALTH_TOKEN, healthDetails } from './support/isolated';
import { startInstance, type Instance } from './support/scale-out';
import { createSharedClock, type ClockRun } from './support/shared-clock';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const IDX = '112022041900110008';
const SECRET = 'instances-secret-5c2d';
let sim: { url: string; close(): Promise<void> };
let pg: TestPostgres;
let redis: TestRedis;
let receiver: Server;
const posts: { event: string; recordId: string; at: number; valid: boolean }[] = [];
let instances: Instance[] = [];
let run: ClockRun;

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw);
      const valid = req.headers['x-macrodesk-signature'] === `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`;
      posts.push({ event: body.event, recordId: body.release.id, at: run.clock.now(), valid });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const dir = mkdtempSync(path.join(tmpdir(), 'macrodesk-hooks-two-'));
  const file = path.join(dir, 'webhooks.json');
  const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;
  writeFileSync(file, JSON.stringify({ targets: [{ name: 'desk', url, format: 'json', secret: SECRET, locale: 'en', timeZone: 'UTC', rules: [{ filter: `watch=${IDX}`, before: [0], actual: true }] }] }));
  run = createSharedClock();
  [sim, pg, redis] = await Promise.all([startSimulator({ port: 0, now: run.clock.now }), startPostgres(), startRedis()]);
  const databaseUrl = await pg.createDatabase();
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: redis.url, ARCHIVE: 'on', ARCHIVE_RATE_PER_S: '0', WEBHOOKS_FILE: file, HEALTH_TOKEN: E2E_HEALTH_TOKEN, WARM_UP: 'off', ...run.env };
  const started = await Promise.allSettled([startInstance({ SIMULATOR_URL: sim.url, ...env }), startInstance({ SIMULATOR_URL: sim.url, ...env })]);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    // The instance that did start is stopped too.
    await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : null)));
    throw failed.reason;
  }
  instances = started.map((s) => (s as PromiseFulfilledResult<Instance>).value);
  run.expectProcesses(instances.length);
});

test.afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  await sim?.close();
  await pg?.stop();
  await redis?.stop();
  await new Promise((r) => receiver?.close(r));
  run?.dispose();
});

async function leaderIndex(): Promise<number> {
  const leads = await Promise.all(instances.map(async (i) => (await healthDetails(i.base)).delivery?.sender?.leader === true));
  return leads.indexOf(true);
}

test('two instances tell a target once, and once still when the sender stops between the messages', async () => {
  await expect.poll(async () => leaderIndex(), { timeout: 20_000 }).toBeGreaterThanOrEqual(0);
  const res = await fetch(`${sim.url}/__sim/releases`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ inSeconds: 60, importance: 3, idxId: IDX }) });
  const scheduled = await res.json();
  const recordId = String(scheduled.recordId);
  const publishAt = Date.parse(`${scheduled.publishTime.replace(' ', 'T')}+08:00`);
  const mine = () => posts.filter((p) => p.recordId === recordId);
  // Just past the moment "0 minutes before" speaks (half a minute ahead), and past the 20 s today's answer is kept.
  await run.clock.advanceTo(publishAt - 28_000);
  await expect.poll(() => mine().length, { timeout: 30_000, intervals: [500] }).toBe(1);
  expect(mine()[0]).toMatchObject({ event: 'before', valid: true });

  // The sender stops; the other instance takes the delivery lock and sends the actual.
  const leader = await leaderIndex();
  const [gone] = instances.splice(leader, 1);
  await gone!.stop();
  run.expectProcesses(instances.length);
  // The release's time: the simulator publishes it; the instance left sends the actual, and only that.
  await run.clock.advanceTo(publishAt + 500);
  await expect.poll(() => mine().map((p) => p.event), { timeout: 60_000, intervals: [500] }).toEqual(['before', 'actual']);
  expect(mine()[1]!.at - publishAt, 'the actual within a minute of its time').toBeLessThan(60_000);
  await new Promise((r) => setTimeout(r, 5000));
  expect(mine().map((p) => p.event)).toEqual(['before', 'actual']);
  expect(mine().every((p) => p.valid)).toBe(true);
  expect((await healthDetails(instances[0]!.base)).delivery.sender.leader).toBe(true);
});
