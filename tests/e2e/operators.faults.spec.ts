// What the public may see and what operators need (docs/operations.md,
// "Health" and "Metrics"), on a portal whose archive database refuses
// connections: the public health answer says the archive is down and nothing
// more (no driver message, host, port, user, database or path); the details,
// with HEALTH_TOKEN, and the log carry the text; /metrics answers a scrape
// with METRICS_TOKEN only.
import { expect, test } from '@playwright/test';
import { startIsolated, type Isolated } from './support/isolated';

test.describe.configure({ mode: 'serial' });

const HEALTH_TOKEN = 'operators-health-token-0123456789';
const METRICS_TOKEN = 'operators-metrics-token-0123456789';
// Nothing listens on port 1: the driver's message names the host and port it tried.
const DATABASE_URL = 'postgres://macro_admin:s3cret-pw@127.0.0.1:1/macro_db';
const SECRETS = ['ECONNREFUSED', '127.0.0.1', ':1', 'macro_admin', 's3cret', 'macro_db', 'postgres', '/'];

let portal: Isolated;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  portal = await startIsolated({
    token: 'operators-e2e-token',
    timeoutMs: 3000,
    // RATE_LIMIT low: the refusals show in /metrics.
    env: { ARCHIVE: 'on', DATABASE_URL, HEALTH_TOKEN, METRICS_TOKEN, ARCHIVE_RATE_PER_S: '0', RATE_LIMIT: '1:3' },
  });
});

test.afterAll(async () => {
  await portal?.stop();
});

const health = (query = '', headers: Record<string, string> = {}) => fetch(`${portal.base}/api/health${query}`, { headers });
const scrape = (headers: Record<string, string> = {}) => fetch(`${portal.base}/metrics`, { headers });

test('public health says the archive is down, and never how', async () => {
  await expect.poll(async () => (await (await health()).json()).components?.archive, { timeout: 30_000 }).toBe('down');
  const answers = [
    await health(),
    await health('?details'),
    await health('?details', { Authorization: `Bearer ${HEALTH_TOKEN}-wrong` }),
    await health('?details', { Authorization: `Bearer ${METRICS_TOKEN}` }),
    await health('', { Authorization: `Bearer ${HEALTH_TOKEN}` }),
  ];
  for (const res of answers) {
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ status: 'degraded', components: { upstream: 'ok', archive: 'down', redis: 'off' } });
    for (const secret of SECRETS) expect(text, secret).not.toContain(secret);
  }
});

test('details with HEALTH_TOKEN carry the failure, and the log has it once per change', async () => {
  const res = await health('?details', { Authorization: `Bearer ${HEALTH_TOKEN}` });
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ status: 'degraded', components: { archive: 'down' }, archive: { state: 'unavailable', backend: 'postgres' } });
  expect(body.failures.archive).toContain('ECONNREFUSED');
  expect(body.failures.archive).toContain('127.0.0.1:1');
  expect(body.memory.rssMb).toBeGreaterThan(0);
  for (let i = 0; i < 5; i++) await (await health()).text();
  const changes = portal.log.filter((line) => line.includes('"event":"health.changed"'));
  expect(changes.some((line) => line.includes('ECONNREFUSED'))).toBe(true);
  // A handful of health answers, a change or two: not one line per request.
  expect(changes.length).toBeLessThanOrEqual(3);
});

test('/metrics answers a scrape with METRICS_TOKEN only', async () => {
  // A page (upstream calls, a render timed by family) and /api calls over the limit (refusals).
  expect((await fetch(`${portal.base}/en/calendar`)).status).toBe(200);
  const statuses = [];
  for (let i = 0; i < 6; i++) statuses.push((await fetch(`${portal.base}/api/calendar?date=2024-03-04`)).status);
  expect(statuses).toContain(429);

  const wrong: Record<string, string>[] = [{}, { Authorization: `Bearer ${HEALTH_TOKEN}` }, { Authorization: `Bearer ${METRICS_TOKEN}x` }];
  for (const headers of wrong) {
    const refused = await scrape(headers);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer\b/);
    expect(await refused.text()).not.toContain('macrodesk_');
  }
  const res = await scrape({ Authorization: `Bearer ${METRICS_TOKEN}` });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await res.text();
  const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? NaN);
  expect(value(/^macrodesk_upstream_calls_total\{operation="calendar\.[a-z.]+",outcome="ok"\} (\d+)$/m)).toBeGreaterThan(0);
  expect(value(/^macrodesk_render_seconds_count\{family="calendar"\} (\d+)$/m)).toBeGreaterThan(0);
  expect(text).toMatch(/^macrodesk_render_seconds_bucket\{le="0\.1",family="calendar"\} \d+$/m);
  expect(value(/^macrodesk_rate_limit_refusals_total\{scope="api"\} (\d+)$/m)).toBeGreaterThan(0);
  expect(value(/^macrodesk_component_state\{component="archive",state="down"\} (\d+)$/m)).toBe(1);
  expect(value(/^macrodesk_view_cache_misses_total (\d+)$/m)).toBeGreaterThan(0);
  expect(value(/^macrodesk_upstream_budget_rate_per_second (\d+)$/m)).toBe(10000);
  expect(value(/^process_resident_memory_bytes (\d+)$/m)).toBeGreaterThan(0);
  // Metrics carry no failure text either.
  for (const secret of ['ECONNREFUSED', 'macro_admin', 's3cret', 'macro_db']) expect(text).not.toContain(secret);
});
