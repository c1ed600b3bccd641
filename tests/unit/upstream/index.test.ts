// vitest: isolated (the process-wide client is made from the environment on first use).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as upstream from '@/lib/upstream';
import { control, startSim, type Sim } from '../support/upstream-simulator';

// The process-wide client reads its configuration from the environment on first use.
let sim: Sim;
beforeAll(async () => {
  sim = await startSim();
  process.env.SIMULATOR_URL = sim.url;
});
afterAll(() => sim.close());

describe('the default client', () => {
  it('exports every operation of the contract', () => {
    const names = [
      'getDailyReleases', 'getAltDailyReleases', 'getWeekReleases', 'getMonthReleases', 'getIndicator', 'getEvents',
      'getAltEvents', 'legacyEnabled', 'getLegacyCalendar', 'getLegacyIndicatorDetail', 'getLegacyForecast',
      'getLegacyEventsOfDay', 'getLegacyUsData', 'getLegacyWeek', 'getSymbols', 'getQuotes', 'getCandles',
      'getNewsList', 'getArticle',
    ] as const;
    for (const name of names) expect(typeof upstream[name]).toBe('function');
    expect(new upstream.UpstreamError('http', 'op', 'x')).toBeInstanceOf(Error);
  });

  it('is created lazily from the environment and shares one cache across calls', async () => {
    expect(upstream.legacyEnabled()).toBe(true);
    await upstream.getSymbols('GJZS');
    await upstream.getSymbols('GJZS');
    expect((await control(sim).log()).total).toBe(1);
    expect(upstream.upstreamCacheStats()).toMatchObject({ hits: 1, loads: 1 });
  });

  it('rejects (never throws synchronously) on invalid arguments', async () => {
    const pending = upstream.getNewsList('yesterday');
    expect(pending).toBeInstanceOf(Promise);
    await expect(pending).rejects.toMatchObject({ kind: 'invalid', operation: 'news.list' });
  });
});
