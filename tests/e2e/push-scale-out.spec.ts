// Two instances on one Postgres (docs/design.md, "Delivery"): each message goes to each subscriber
// once, whichever instance sends; the VAPID keys both sign with are the one pair the first of them
// stored (none given by the operator); a subscription made on one is unsubscribed on the other.
import { expect, test } from '@playwright/test';
import { startPostgres, type TestPostgres } from '../unit/support/postgres-server';
import { decrypt, startPushEndpoint, subscriber, type PushEndpoint } from './support/push-endpoint';
import { startIsolated, type Isolated } from './support/isolated';

/** The simulator's clock runs this far behind (tests/e2e/push-server.spec.ts says why). */
const LATE_MS = 25_000;
const TOKEN = 'push-scale-out-e2e-token';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let postgres: TestPostgres;
let endpoint: PushEndpoint;
const instances: Isolated[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  [postgres, endpoint] = await Promise.all([startPostgres(), startPushEndpoint()]);
  const env = {
    ARCHIVE: 'on',
    DATABASE_URL: await postgres.createDatabase(),
    NODE_EXTRA_CA_CERTS: endpoint.caFile,
    PUSH_SERVICES: endpoint.origin,
    PUSH_CONTACT: 'mailto:ops@macrodesk.example',
  };
  const a = await startIsolated({ token: TOKEN, timeoutMs: 3000, now: () => Date.now() - LATE_MS, env });
  // The second instance reads the first one's simulator: one upstream, as in production.
  const upstream = { UPSTREAM_BASE_URL: `${a.sim}/base`, UPSTREAM_ALT_BASE_URL: `${a.sim}/alt`, UPSTREAM_LEGACY_BASE_URL: `${a.sim}/legacy` };
  const b = await startIsolated({ token: TOKEN, timeoutMs: 3000, env: { ...env, ...upstream } });
  instances.push(a, b);
});
test.afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  await Promise.all([postgres?.stop(), endpoint?.close()]);
});

test('a release reaches a subscriber once at its minute and once with its actual, whatever instance sends', async () => {
  const [a, b] = instances as [Isolated, Isolated];
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
  await a.control('releases', { inSeconds: 20 + LATE_MS / 1000, importance: 3, idxId });

  const got = () => endpoint.received.filter((r) => r.path === '/both').map((r) => JSON.parse(decrypt(r.body, who)) as { tag: string });
  await expect.poll(() => got().length, { timeout: 90_000, intervals: [500] }).toBe(2);
  await new Promise((r) => setTimeout(r, 6000));
  expect(got().map((m) => m.tag.split(':')[0])).toEqual(['before', 'actual']);
  // Made on one, removed on the other.
  const u = new URL(made.unsubscribe);
  expect((await fetch(`${a.base}${u.pathname}${u.search}`, { method: 'DELETE', headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(204);
});
