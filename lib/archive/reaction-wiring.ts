import 'server-only';
import { linkedSymbols } from '@/lib/market/release-symbols';
import { todayIn } from '@/lib/time/zones';
import type { UpstreamClient } from '@/lib/upstream/client';
import type { Db } from './db';
import type { Pacer } from './pacer';
import { createReactionRecorder, type RecorderDeps } from './reaction-recorder';
import { CANDLE_INTERVAL } from './reactions';
import { storeReleases } from './store';

/** Releases the reaction recorder watches: the last three hours (one-minute K-lines reach about two back in the simulator). */
export const REACTIONS_LOOKBACK_MS = 3 * 3600_000;

export interface RecorderWiring {
  db: () => Promise<Db>;
  leads: () => boolean;
  pacer: Pacer;
  /** The upstream operations it asks: the portal's own client, so readers and the recorder share cached K-lines. */
  upstream: Pick<UpstreamClient, 'getCandles' | 'getDailyReleases'>;
  marketExchanges: string[];
  /** The upstream's time zone (its days). */
  zone: string;
  /** The clock and pace (the benchmark runs them fast; production takes the recorder's defaults). */
  now?: () => number;
  tickMs?: number;
  refreshMs?: number;
  log?: RecorderDeps['log'];
}

/**
 * The reaction recorder as the server runs it (lib/archive/runtime.ts): K-lines
 * through the portal's cache, today's releases put into the archive every
 * minute, the symbols of MARKET_EXCHANGES. `npm run bench` measures this same
 * wiring on the simulator (bench/reactions.mjs).
 */
export function wireReactionRecorder(w: RecorderWiring) {
  const now = w.now ?? Date.now;
  return createReactionRecorder({
    db: w.db,
    leads: w.leads,
    pacer: w.pacer,
    linkedSymbols: (release) => linkedSymbols(release, w.marketExchanges),
    fetchCandles: (exchange, code) => w.upstream.getCandles(exchange, code, CANDLE_INTERVAL),
    // The upstream days the watched window spans (today, and yesterday for a few hours after midnight).
    refreshToday: async () => {
      const at = now();
      for (const day of new Set([todayIn(w.zone, new Date(at - REACTIONS_LOOKBACK_MS)), todayIn(w.zone, new Date(at))])) {
        const answer = await w.upstream.getDailyReleases('api', day);
        await storeReleases(await w.db(), 'api', answer.data, new Date(at), w.zone);
      }
    },
    lookbackMs: REACTIONS_LOOKBACK_MS,
    now: w.now,
    tickMs: w.tickMs,
    refreshMs: w.refreshMs,
    log: w.log,
  });
}
