import 'server-only';
import { getConfig } from '@/lib/config';
import { withUpstreamPriority } from '@/lib/upstream/priority';
import { withinBudget } from '@/lib/upstream/deadline';

/**
 * A route handler's one time budget (UPSTREAM_TIMEOUT_MS) for every upstream
 * call it makes, one after another or retried: /api/kline asks for the symbol
 * list and then the candles, and with a hanging host each would otherwise
 * wait the whole timeout. The routes that use it are what pages poll: their
 * upstream calls take the polling share of the upstream budget
 * (lib/upstream/budget.ts), after readers'.
 */
export function withRequestBudget<T>(run: () => Promise<T>): Promise<T> {
  return withUpstreamPriority('polling', () => withinBudget(getConfig().upstream.timeoutMs, run));
}
