import 'server-only';
import type { Registry } from 'prom-client';
import { Counter, Gauge } from 'prom-client';
import { upstreamBudgetState, upstreamCacheStats, type UpstreamBudgetState } from '@/lib/upstream';
import { upstreamHealth } from '@/lib/upstream/log';

/** The upstream's series (docs/operations.md, "Metrics"): calls by outcome, unread records, the budget, the cache. */
export function upstreamMetrics(registers: Registry[]): void {
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

  const budgetGauge = (name: string, help: string, pick: (b: UpstreamBudgetState) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(pick(upstreamBudgetState()));
      },
    });
  budgetGauge('macrodesk_upstream_budget_rate_per_second', 'UPSTREAM_RATE_PER_S: upstream calls a second the budget allows.', (b) => b.ratePerS);
  budgetGauge('macrodesk_upstream_budget_burst', 'Tokens the upstream budget holds at most.', (b) => b.burst);
  budgetGauge('macrodesk_upstream_budget_tokens', 'Tokens left in the upstream budget now (this instance).', (b) => b.tokens);
  budgetGauge('macrodesk_upstream_budget_used_last_second', 'Upstream calls let through by this instance in the last second.', (b) => b.usedLastSecond);
  budgetGauge('macrodesk_upstream_budget_peak_per_second', 'The most upstream calls this instance wrote in any one second since it started.', (b) => b.peakPerSecond);
  budgetGauge('macrodesk_upstream_budget_waiting', 'Callers waiting for an upstream budget token now.', (b) => b.waiting);
  new Counter({
    name: 'macrodesk_upstream_budget_calls_total',
    help: 'Upstream calls the budget let through (granted) or refused (not sent), by priority.',
    labelNames: ['priority', 'decision'],
    registers,
    collect() {
      this.reset();
      const b = upstreamBudgetState();
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
      const s = upstreamCacheStats();
      const events = { hits: s.hits, loads: s.loads, shared: s.shared, remote: s.remote, stale_served: s.staleServed, failures: s.failures };
      for (const [event, n] of Object.entries(events)) this.inc({ event }, n);
    },
  });
}
