// Two instances on one Postgres (docs/design.md, "Delivery"): each message goes to each subscriber
// once, whichever instance sends; the VAPID keys both sign with are the one pair the first of them
// stored (none given by the operator); a subscription made on one is unsubscribed on the other.
// Both instances and their upstream share a test clock of their own (tests/support/shared-clock.mjs)
// that the test moves forward, so the release's minute and its publication come when the test says
// instead of after a minute of real waiting; one clock for all, as instances behind one load
// balancer share the time of day. The servers' timers are not moved (the watcher looks every few
// seconds, the sender ticks every second): after each move the test waits in real time.
import { expect, test } from '@playwright/test';
import { ZERO_LEAD_MS } from '../../lib/delivery/plan';
import { startPostgres, type TestPostgres } from '../unit/support/postgres-server';
import { decrypt, startPushEndpoint, subscriber, type PushEndpoint } from './support/push-endpoint';
import { startIsolated, type Isolated } from './support/isolated';
import { createSharedClock, type ClockRun } from './support/shared-clock';

/** The simulator's clock runs this far behind (tests/e2e/push-server.spec.ts says why). */
const LATE_MS = 25_000;
/** The release is scheduled this far ahead on the shared clock: nothing is due while the test sets up. */
const LEAD_MS = 120_000;
const TOKEN = 'push-scale-out-e2e-token';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let postgres: TestPostgres;
let endpoint: PushEndpoint;
let run: ClockRun;
const instances: Isolated[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  run = createSharedClock();
  [postgres, endpoint] = await Promise.all([startPostgres(), startPushEndpoint()]);
  const env = {
    ARCHIVE: 'on',
    DATABASE_URL: await postgres.createDatabase(),
    NODE_EXTRA_CA_CERTS: endpoint.caFile,
    PUSH_SERVICES: endpoint.origin,
    PUSH_CONTACT: 'mailto:ops@macrodesk.example',
    ...run.env,
  };
  const a = await startIsolated({ token: TOKEN, timeoutMs: 3000, now: () => run.clock.now() - LATE_MS, env });
  instances.push(a);
  // The second instance reads the first one's simulator: one upstream, as in production.
  const upstream = { UPSTREAM_BASE_URL: `${a.sim}/base`, UPSTREAM_ALT_BASE_URL: `${a.sim}/alt`, UPSTREAM_LEGACY_BASE_URL: `${a.sim}/legacy` };
  instances.push(await startIsolated({ token: TOKEN, timeoutMs: 3000, env: { ...env, ...upstream } }));
  // Each instance's launcher (scripts/launch.mjs) and server follow the clock; the simulator reads it in this process.
  run.expectProcesses(4);
});
test.afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  await Promise.all([postgres?.stop(), endpoint?.close()]);
  run?.dispose();
});

test('a release reaches a subscriber once at its minute and once with its actual, whatever instance sends', async () => {
  const [a, b] = instances as [Isolated, Isolated];
  const { clock } = run;
  const [keyA, keyB] = await Promise.all([a, b].map(async (i) => (await fetch(`${i.base}/api/push/key`)).json()));
  expect(keyA).toEqual(keyB);

  const { idxId } = await a.control('releases', { inSeconds: 86_000, importance: 3 });
  const who = subscriber();
  const res = await fetch(`${b.base}/api/push/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ subscription: { endpoint: `${endpoint.origin}/both`, keys: who.keys }, locale: 'en', timeZone: 'Europe/London', rules: [{ filter: `watch=${idxId}`, before: [0], actual: true }] }),
  });
  expect(res.status).toBe(201);
  const made = (await res.json()) as { unsubscribe: string };
  const scheduled = await a.control('releases', { inSeconds: (LEAD_MS + LATE_MS) / 1000, importance: 3, idxId });
  const at = Date.parse(`${String(scheduled.publishTime).replace(' ', 'T')}+08:00`);

  const got = () => endpoint.received.filter((r) => r.path === '/both').map((r) => JSON.parse(decrypt(r.body, who)) as { tag: string });
  const kinds = () => got().map((m) => m.tag.split(':')[0]);
  // Nothing ahead of the minute; at it (half a minute ahead, lib/delivery/plan.ts), the "before" while the release is pending.
  expect(kinds()).toEqual([]);
  await clock.advanceTo(at - ZERO_LEAD_MS + 1000);
  await expect.poll(kinds, { timeout: 30_000, intervals: [250] }).toEqual(['before']);
  expect(clock.now()).toBeLessThan(at + LATE_MS);
  // The simulator publishes: the actual.
  await clock.advanceTo(at + LATE_MS + 1000);
  await expect.poll(() => got().length, { timeout: 30_000, intervals: [250] }).toBe(2);
  // Exactly once, whichever instance holds the sender: nothing more on the next ticks (real time) nor once a
  // retry's back-off (the deliveries' times, on the shared clock) would have passed, past the "before" window.
  await clock.advance(60_000);
  // Longer than the watcher's quiet pace (5 s): it looks again at the moved time meanwhile.
  await new Promise((r) => setTimeout(r, 6000));
  expect(kinds()).toEqual(['before', 'actual']);
  // Made on one, removed on the other.
  const u = new URL(made.unsubscribe);
  expect((await fetch(`${a.base}${u.pathname}${u.search}`, { method: 'DELETE', headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(204);
});
