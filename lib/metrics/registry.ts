import 'server-only';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { healthSources } from '@/lib/health/respond';
import { publicHealth, type ComponentState, type Status } from '@/lib/health/summary';
import { cacheFills } from '@/lib/memory/cache-gauges.mjs';
import { processSlot } from '@/lib/process-slots.mjs';
import { archiveMetrics } from './archive-metrics';
import { deliveryMetrics } from './delivery-metrics';
import { connectRenders, FAMILIES, refusalCounts, viewCounters } from './hooks.mjs';
import { upstreamMetrics } from './upstream-metrics';

/**
 * The process's metrics in the Prometheus text format (docs/operations.md,
 * "Metrics"), through prom-client. Most are read from the parts that keep
 * them when Prometheus scrapes (collect()), so nothing is counted twice and
 * nothing here runs on a request's path; render times arrive from the view
 * server as they happen (lib/metrics/hooks.mjs). Label values are fixed lists
 * (operations, outcomes, families, caches, scopes): never a URL or a client.
 */

/** Seconds: the bounds of the render-time histogram's buckets. */
export const RENDER_BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STATUSES: Status[] = ['ok', 'degraded', 'down'];
const STATES: ComponentState[] = ['ok', 'degraded', 'down', 'off', 'opening', 'held'];

/** The one registry of the process (created at server start by instrumentation.ts; bundles share it). */
export function metricsRegistry(): Registry {
  return processSlot('macrodesk.metrics.registry', createRegistry);
}

export function createRegistry(): Registry {
  const registers = [new Registry()];
  const [registry] = registers;
  collectDefaultMetrics({ register: registry });

  upstreamMetrics(registers);

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

  archiveMetrics(registers);
  deliveryMetrics(registers);
  return registry;
}
