// /metrics: Prometheus text through prom-client, behind METRICS_TOKEN, with
// the counters the portal's parts keep read at scrape time.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const METRICS_TOKEN = 'metrics-token-0123456789';
const settings = { metricsToken: METRICS_TOKEN as string | null };
vi.mock('@/lib/config', async (original) => {
  const real = await original<typeof import('@/lib/config')>();
  const config = real.parseConfig({ SIMULATOR_URL: 'http://127.0.0.1:9', ARCHIVE: 'off' });
  return { ...real, getConfig: () => ({ ...config, metricsToken: settings.metricsToken }) };
});

const { GET: metrics } = await import('@/app/metrics/route');
const { countAnsweredCall, logFailedCall } = await import('@/lib/upstream/log');
const { countRefusal, routeFamily } = await import('@/lib/metrics/hooks.mjs');
const { createViewServer } = await import('@/lib/view-cache/serve.mjs');
const { metricsRegistry } = await import('@/lib/metrics/registry');

const scrape = (authorization?: string) =>
  metrics(new Request('http://portal.test/metrics', { headers: authorization ? { authorization } : {} }));

/** The exposition format, line by line: every sample belongs to a family with HELP and TYPE; values are numbers (prom-client writes NaN as `Nan`, which Prometheus reads). */
function parsePrometheus(text: string): Map<string, { type: string; samples: { name: string; labels: Record<string, string>; value: number }[] }> {
  const families = new Map<string, { type: string; samples: { name: string; labels: Record<string, string>; value: number }[] }>();
  const helped = new Set<string>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    let m = /^# HELP ([a-zA-Z_:][a-zA-Z0-9_:]*) .+$/.exec(line);
    if (m) {
      helped.add(m[1]);
      continue;
    }
    m = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (m) {
      expect(helped.has(m[1]), `HELP before TYPE of ${m[1]}`).toBe(true);
      families.set(m[1], { type: m[2], samples: [] });
      continue;
    }
    m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|NaN|Nan|\+Inf|-Inf)(?: \d+)?$/.exec(line);
    expect(m, `a sample line: ${line}`).not.toBeNull();
    const [, name, rawLabels = '', value] = m!;
    const labels: Record<string, string> = {};
    for (const [, k, v] of rawLabels.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[k] = v;
    const family = [...families.keys()].reverse().find((f) => name === f || name.startsWith(`${f}_`));
    expect(family, `a family declared for ${name}`).toBeDefined();
    families.get(family!)!.samples.push({ name, labels, value: Number(value) });
  }
  return families;
}

describe('/metrics access', () => {
  it('does not exist without METRICS_TOKEN (404)', async () => {
    settings.metricsToken = null;
    try {
      const res = await scrape(`Bearer ${METRICS_TOKEN}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('macrodesk_');
    } finally {
      settings.metricsToken = METRICS_TOKEN;
    }
  });

  it('answers 401 with WWW-Authenticate: Bearer to a missing or wrong token', async () => {
    for (const auth of [undefined, `Bearer ${METRICS_TOKEN}x`, `Bearer ${METRICS_TOKEN.slice(1)}`, `Basic ${METRICS_TOKEN}`, METRICS_TOKEN]) {
      const res = await scrape(auth);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer\b/);
      expect(await res.text()).not.toContain('macrodesk_');
    }
  });
});

describe('/metrics content', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    // As instrumentation.ts does at server start: render times flow into the registry from then on.
    metricsRegistry();
    // A real view server in front of a stand-in for Next: its renders are timed by route family.
    const views = createViewServer({
      handle: async (_req: unknown, res: import('node:http').ServerResponse) => {
        await new Promise((r) => setTimeout(r, 30));
        res.setHeader('content-type', 'text/plain');
        res.end('page');
      },
    });
    server = createServer((req, res) => void views.serve(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is Prometheus text with the portal counters, render times by family and process memory', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    countAnsweredCall('calendar.daily');
    countAnsweredCall('calendar.daily');
    logFailedCall({ operation: 'calendar.daily', host: 'base', hostname: 'upstream.test', kind: 'timeout', durationMs: 5 });
    countRefusal('page');
    for (const path of ['/en/calendar/week', '/zh-CN/calendar', '/zh-TW/markets/WH/USD', '/en']) await (await fetch(base + path)).text();

    const res = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheus(await res.text());
    const sample = (family: string, name: string, labels: Record<string, string> = {}) =>
      families.get(family)?.samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

    expect(families.get('macrodesk_upstream_calls_total')?.type).toBe('counter');
    expect(sample('macrodesk_upstream_calls_total', 'macrodesk_upstream_calls_total', { operation: 'calendar.daily', outcome: 'ok' })?.value).toBe(2);
    expect(sample('macrodesk_upstream_calls_total', 'macrodesk_upstream_calls_total', { operation: 'calendar.daily', outcome: 'timeout' })?.value).toBe(1);
    expect(families.get('macrodesk_render_seconds')?.type).toBe('histogram');
    expect(sample('macrodesk_render_seconds', 'macrodesk_render_seconds_count', { family: 'calendar' })?.value).toBe(2);
    expect(sample('macrodesk_render_seconds', 'macrodesk_render_seconds_bucket', { family: 'calendar', le: '0.025' })?.value).toBe(0);
    expect(sample('macrodesk_render_seconds', 'macrodesk_render_seconds_bucket', { family: 'calendar', le: '+Inf' })?.value).toBe(2);
    expect(sample('macrodesk_render_seconds', 'macrodesk_render_seconds_count', { family: 'markets' })?.value).toBe(1);
    expect(sample('macrodesk_render_seconds', 'macrodesk_render_seconds_count', { family: 'dashboard' })?.value).toBe(1);
    expect(sample('macrodesk_view_cache_misses_total', 'macrodesk_view_cache_misses_total')?.value).toBeGreaterThanOrEqual(4);
    expect(sample('macrodesk_view_cache_hits_total', 'macrodesk_view_cache_hits_total')).toBeDefined();
    expect(sample('macrodesk_rate_limit_refusals_total', 'macrodesk_rate_limit_refusals_total', { scope: 'page' })?.value).toBe(1);
    expect(sample('macrodesk_rate_limit_refusals_total', 'macrodesk_rate_limit_refusals_total', { scope: 'api' })?.value).toBe(0);
    expect(sample('macrodesk_upstream_cache_events_total', 'macrodesk_upstream_cache_events_total', { event: 'hits' })).toBeDefined();
    expect(sample('macrodesk_upstream_budget_rate_per_second', 'macrodesk_upstream_budget_rate_per_second')?.value).toBe(20);
    expect(sample('macrodesk_cache_max_bytes', 'macrodesk_cache_max_bytes', { cache: 'views' })?.value).toBeGreaterThan(0);
    expect(sample('macrodesk_component_state', 'macrodesk_component_state', { component: 'archive', state: 'off' })?.value).toBe(1);
    expect(sample('process_resident_memory_bytes', 'process_resident_memory_bytes')?.value).toBeGreaterThan(0);
    // Declared even while the archive is off (no sample then).
    expect(families.has('macrodesk_archive_lag_days')).toBe(true);
    expect(families.has('macrodesk_archive_days_to_recheck')).toBe(true);
  });

  it('names route families from a fixed list, whatever the path', () => {
    expect(routeFamily('/en/calendar/week?tz=UTC')).toBe('calendar');
    expect(routeFamily('/zh-CN')).toBe('dashboard');
    expect(routeFamily('/zh-TW/indicators/123')).toBe('indicators');
    expect(routeFamily('/embed/calendar')).toBe('embed');
    expect(routeFamily('/en/news/1')).toBe('news');
    expect(routeFamily('/en/%3Cscript%3E')).toBe('other');
    expect(routeFamily('/en/dashboard')).toBe('other');
  });
});
