import 'server-only';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { daysBetween } from '@/lib/archive/days';
import { archiveHealth } from '@/lib/archive/health';
import { openedArchiveDb } from '@/lib/archive/runtime';
import { getConfig } from '@/lib/config';
import { healthSources } from '@/lib/health/respond';
import { publicHealth, type ComponentState, type Status } from '@/lib/health/summary';
import { cacheFills } from '@/lib/memory/cache-gauges.mjs';
import * as upstream from '@/lib/upstream';
import { upstreamHealth } from '@/lib/upstream/log';
import { todayIn } from '@/lib/time/zones';
import { connectRenders, FAMILIES, refusalCounts, viewCounters } from './hooks.mjs';

/**
 * The process's metrics in the Prometheus text format (docs/operations.md,
 * "Metrics"), through prom-client. Most are read from the parts that keep
 * them when Prometheus scrapes (collect()), so nothing is counted twice and
 * nothing here runs on a request's path; render times arrive from the view
 * server as they happen (lib/metrics/hooks.mjs). Label values are fixed lists
 * (operations, outcomes, families, caches, scopes): never a URL or a client.
 */
const KEY = Symbol.for('macrodesk.metrics.registry');
type Holder = { [KEY]?: Registry };

/** Seconds: the bounds of the render-time histogram's buckets. */
export const RENDER_BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STATUSES: Status[] = ['ok', 'degraded', 'down'];
const STATES: ComponentState[] = ['ok', 'degraded', 'down', 'off', 'opening', 'held'];
/** The archive's newest day is read at most once per this long (a scrape every few seconds costs no query each). */
const ARCHIVE_LAG_EVERY_MS = 15_000;
const ARCHIVE_QUERY_MS = 1000;

/** What lib/upstream/budget.ts reports of the upstream budget (read only if that part is there). */
interface BudgetState {
  ratePerS: number;
  burst: number;
  tokens: number;
  usedLastSecond: number;
  waiting: number;
  granted: Record<string, number>;
  refused: Record<string, number>;
}

/** The one registry of the process (created at server start by instrumentation.ts; bundles share it). */
export function metricsRegistry(): Registry {
  const holder = globalThis as Holder;
  holder[KEY] ??= createRegistry();
  return holder[KEY];
}

export function createRegistry(): Registry {
  const registers = [new Registry()];
  const [registry] = registers;
  collectDefaultMetrics({ register: registry });

  new Counter({
    name: 'macrodesk_upstream_calls_total',
    help: 'Upstream calls by operation and outcome (ok, or the failure kind: timeout, network, http, schema, envelope, invalid, budget), after their one retry.',
    labelNames: ['operation', 'outcome'],
    registers,
    collect() {
      this.reset();
      for (const [operation, op] of Object.entries(upstreamHealth())) {
        for (const [outcome, n] of Object.entries(op.outcomes)) this.inc({ operation, outcome }, n);
      }
    },
  });
  new Counter({
    name: 'macrodesk_upstream_unread_records_total',
    help: 'Upstream records dropped because they could not be read, by operation.',
    labelNames: ['operation'],
    registers,
    collect() {
      this.reset();
      for (const [operation, op] of Object.entries(upstreamHealth())) this.inc({ operation }, op.unreadRecords);
    },
  });

  const budget = (): BudgetState | null => {
    const read = (upstream as { upstreamBudgetState?: () => BudgetState }).upstreamBudgetState;
    return typeof read === 'function' ? read() : null;
  };
  const budgetGauge = (name: string, help: string, pick: (b: BudgetState) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const b = budget();
        if (b) this.set(pick(b));
      },
    });
  budgetGauge('macrodesk_upstream_budget_rate_per_second', 'UPSTREAM_RATE_PER_S: upstream calls a second the budget allows.', (b) => b.ratePerS);
  budgetGauge('macrodesk_upstream_budget_burst', 'Tokens the upstream budget holds at most.', (b) => b.burst);
  budgetGauge('macrodesk_upstream_budget_tokens', 'Tokens left in the upstream budget now (this instance).', (b) => b.tokens);
  budgetGauge('macrodesk_upstream_budget_used_last_second', 'Upstream calls let through by this instance in the last second.', (b) => b.usedLastSecond);
  budgetGauge('macrodesk_upstream_budget_waiting', 'Callers waiting for an upstream budget token now.', (b) => b.waiting);
  new Counter({
    name: 'macrodesk_upstream_budget_calls_total',
    help: 'Upstream calls the budget let through (granted) or refused (not sent), by priority.',
    labelNames: ['priority', 'decision'],
    registers,
    collect() {
      this.reset();
      const b = budget();
      if (!b) return;
      for (const [priority, n] of Object.entries(b.granted)) this.inc({ priority, decision: 'granted' }, n);
      for (const [priority, n] of Object.entries(b.refused)) this.inc({ priority, decision: 'refused' }, n);
    },
  });

  new Counter({
    name: 'macrodesk_upstream_cache_events_total',
    help: 'The upstream cache: hits, loads (calls made), shared (joined a call in flight), remote (found in Redis), stale_served, failures.',
    labelNames: ['event'],
    registers,
    collect() {
      this.reset();
      const s = upstream.upstreamCacheStats();
      const events = { hits: s.hits, loads: s.loads, shared: s.shared, remote: s.remote, stale_served: s.staleServed, failures: s.failures };
      for (const [event, n] of Object.entries(events)) this.inc({ event }, n);
    },
  });
  const fill = (name: string, help: string, pick: (f: { bytes: number; maxBytes: number; entries: number }) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['cache'],
      registers,
      collect() {
        this.reset();
        for (const [cache, f] of Object.entries(cacheFills())) this.set({ cache }, pick(f));
      },
    });
  fill('macrodesk_cache_bytes', 'Bytes held by each byte-bounded cache (upstream: CACHE_MAX_MB; views: rendered pages).', (f) => f.bytes);
  fill('macrodesk_cache_max_bytes', 'The bound of each byte-bounded cache.', (f) => f.maxBytes);
  fill('macrodesk_cache_entries', 'Entries in each byte-bounded cache.', (f) => f.entries);

  const views = (name: string, help: string, pick: (c: ReturnType<typeof viewCounters>) => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(pick(viewCounters()));
      },
    });
  views('macrodesk_view_cache_hits_total', 'Pages served from the cache of rendered views.', (c) => c.hits);
  views('macrodesk_view_cache_misses_total', 'Cacheable pages rendered because no fresh copy was kept.', (c) => c.misses);
  views('macrodesk_view_cache_waits_total', 'Readers who waited for the render of their view by another reader.', (c) => c.waits);

  const render = new Histogram({
    name: 'macrodesk_render_seconds',
    help: 'Page renders (not copies from the view cache), from arrival to the end of the response, by route family.',
    labelNames: ['family'],
    buckets: RENDER_BUCKETS,
    registers,
  });
  for (const family of FAMILIES) render.zero({ family });
  connectRenders((family, seconds) => render.observe({ family }, seconds));

  new Counter({
    name: 'macrodesk_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit: api (RATE_LIMIT) or page (PAGE_RATE_LIMIT).',
    labelNames: ['scope'],
    registers,
    collect() {
      this.reset();
      const counts = refusalCounts();
      for (const scope of new Set(['api', 'page', ...Object.keys(counts)])) this.inc({ scope }, counts[scope] ?? 0);
    },
  });

  new Gauge({
    name: 'macrodesk_health_status',
    help: 'The portal status that /api/health reports: 1 for the current one.',
    labelNames: ['status'],
    registers,
    collect() {
      const { status } = publicHealth(healthSources());
      for (const s of STATUSES) this.set({ status: s }, s === status ? 1 : 0);
    },
  });
  new Gauge({
    name: 'macrodesk_component_state',
    help: 'The state of each component as /api/health reports it: 1 for the current one.',
    labelNames: ['component', 'state'],
    registers,
    collect() {
      const { components } = publicHealth(healthSources());
      for (const [component, state] of Object.entries(components)) {
        for (const s of STATES) this.set({ component, state: s }, s === state ? 1 : 0);
      }
    },
  });

  const lag = newestArchivedDayReader();
  new Gauge({
    name: 'macrodesk_archive_lag_days',
    help: "Days from the newest archived day to today in the upstream's zone (1 when the backfill is caught up: today is still changing); absent while the archive is closed or empty.",
    registers,
    async collect() {
      this.reset();
      const newest = await lag();
      if (newest === null) return;
      this.set(daysBetween(newest, todayIn(getConfig().upstream.timeZone)) - 1);
    },
  });
  new Gauge({
    name: 'macrodesk_archive_days_to_recheck',
    help: 'Past days (× variants) whose answer was empty or partly unreadable, waiting to be asked again.',
    registers,
    collect() {
      this.reset();
      const n = archiveHealth().daysToRecheck;
      if (n !== null && n !== undefined) this.set(n);
    },
  });
  new Gauge({
    name: 'macrodesk_archive_days_to_do',
    help: 'Days (× variants) the backfill has still to store.',
    registers,
    collect() {
      this.reset();
      const n = archiveHealth().backfill?.daysToDo;
      if (n !== null && n !== undefined) this.set(n);
    },
  });
  new Counter({
    name: 'macrodesk_archive_writes_total',
    help: 'Write-through tasks of the archive: written, failed, dropped (the list was full).',
    labelNames: ['outcome'],
    registers,
    collect() {
      this.reset();
      const w = archiveHealth().writes;
      if (!w) return;
      for (const outcome of ['written', 'failed', 'dropped'] as const) this.inc({ outcome }, w[outcome]);
    },
  });
  return registry;
}

/** The newest archived day (not after today), read from the database at most every 15 s; null while closed or empty. */
function newestArchivedDayReader(): () => Promise<string | null> {
  let kept: { at: number; day: string | null } | null = null;
  return async () => {
    const db = openedArchiveDb();
    if (!db) return null;
    if (kept && Date.now() - kept.at < ARCHIVE_LAG_EVERY_MS) return kept.day;
    const today = todayIn(getConfig().upstream.timeZone);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, ARCHIVE_QUERY_MS, null)));
    try {
      const rows = await Promise.race([
        db.query<{ day: string | null }>('SELECT max(day)::text AS day FROM archived_days WHERE day <= $1', [today]),
        late,
      ]);
      if (rows === null) return kept?.day ?? null;
      kept = { at: Date.now(), day: rows[0]?.day ?? null };
      return kept.day;
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
