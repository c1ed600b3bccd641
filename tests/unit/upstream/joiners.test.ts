import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamCache } from '@/lib/upstream/cache';
import { withinBudget } from '@/lib/upstream/deadline';
import { isUpstreamError } from '@/lib/upstream/errors';
import { MemoryStore } from '@/lib/upstream/memory-store';
import { clientFor, control, startSim, type Sim } from '../support/upstream-simulator';

/**
 * A reader that joins another's upstream load answers within its own budget
 * (docs/operations.md, "Timeouts"): bounds here are generous (budget + 400 ms),
 * against loads that outlast every budget by seconds.
 */
const SLACK_MS = 400;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Outcome = { ms: number; value?: unknown; stale?: boolean; error?: unknown };

async function timed(run: () => Promise<{ data: unknown; stale: boolean }>): Promise<Outcome> {
  const started = Date.now();
  try {
    const { data, stale } = await run();
    return { ms: Date.now() - started, value: data, stale };
  } catch (error) {
    return { ms: Date.now() - started, error };
  }
}

describe('UpstreamCache: joiners of a hanging load', () => {
  const policy = () => ({ ttlMs: 1000, staleMs: 60_000 });

  it('answers every concurrent reader within its own budget, with a timeout when it has nothing', async () => {
    const clock = { t: 1_000_000 };
    const cache = new UpstreamCache(new MemoryStore({ maxBytes: 1 << 20 }), () => clock.t);
    let loads = 0;
    let finish!: (value: { data: string; source: 'tokened' }) => void;
    const hanging = () => {
      loads++;
      return new Promise<{ data: string; source: 'tokened' }>((resolve) => (finish = resolve));
    };
    // Eight readers arriving 60 ms apart, each with 300 ms of its own budget.
    const readers = Array.from({ length: 8 }, async (_, i) => {
      await sleep(i * 60);
      return timed(() => cache.fetch('op:k', hanging, policy, 300));
    });
    const outcomes = await Promise.all(readers);
    expect(loads).toBe(1);
    for (const outcome of outcomes) {
      expect(outcome.ms).toBeLessThan(300 + SLACK_MS);
      expect(isUpstreamError(outcome.error) && outcome.error.kind).toBe('timeout');
      expect(String(outcome.error)).toContain('op:');
    }
    // The load goes on for the others: once it answers, its value is kept.
    finish({ data: 'late', source: 'tokened' });
    await sleep(0);
    expect((await cache.fetch('op:k', hanging, policy, 300)).data).toBe('late');
    expect(loads).toBe(1);
  });

  it('answers with the kept value, marked stale, when the load outlasts the budget', async () => {
    const clock = { t: 1_000_000 };
    const cache = new UpstreamCache(new MemoryStore({ maxBytes: 1 << 20 }), () => clock.t);
    await cache.fetch('op:k', async () => ({ data: 'kept', source: 'tokened' as const }), policy);
    clock.t += 2000;
    const never = () => new Promise<{ data: string; source: 'tokened' }>(() => undefined);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        await sleep(i * 50);
        return timed(() => cache.fetch('op:k', never, policy, 250));
      }),
    );
    for (const outcome of outcomes) {
      expect(outcome.ms).toBeLessThan(250 + SLACK_MS);
      expect(outcome).toMatchObject({ value: 'kept', stale: true });
    }
  });
});

describe('the upstream client under a hanging base host', () => {
  let sim: Sim;
  let ctl: ReturnType<typeof control>;
  beforeAll(async () => {
    sim = await startSim();
    ctl = control(sim);
  });
  afterAll(() => sim.close());
  beforeEach(() => ctl.reset());

  it('lets a reader with little budget left leave a load it joined at the end of its own budget', async () => {
    const clock = { t: Date.now() };
    const client = clientFor(sim, { now: () => clock.t }, { UPSTREAM_TIMEOUT_MS: '2500' });
    await ctl.fault({ match: '/base', kind: 'latency', ms: 60_000 });
    // The first reader loads with its whole budget; a second joins with 400 ms of its own.
    const first = timed(() => withinBudget(2500, () => client.getCandles('WGJS', 'XAU', 'min5')));
    await sleep(100);
    const second = await timed(() => withinBudget(400, () => client.getCandles('WGJS', 'XAU', 'min5')));
    expect(second.ms).toBeLessThan(400 + SLACK_MS);
    expect(isUpstreamError(second.error) && second.error.kind).toBe('timeout');
    const loader = await first;
    expect(loader.ms).toBeLessThan(2500 + SLACK_MS);
    expect(isUpstreamError(loader.error) && loader.error.kind).toBe('timeout');
  });

  it('serves the last good value, stale, to joiners of a hanging refresh, each within its budget', async () => {
    const clock = { t: Date.now() };
    const client = clientFor(sim, { now: () => clock.t }, { UPSTREAM_TIMEOUT_MS: '2000' });
    const good = await client.getSymbols('WGJS');
    clock.t += 2 * 60_000;
    await ctl.fault({ match: '/base', kind: 'latency', ms: 60_000 });
    // The first reader refreshes with its whole budget; the others have 500 ms left of theirs.
    const budgets = [2000, 500, 500, 500, 500, 500];
    const outcomes = await Promise.all(
      budgets.map(async (budget, i) => {
        await sleep(i * 100);
        return { budget, ...(await timed(() => withinBudget(budget, () => client.getSymbols('WGJS')))) };
      }),
    );
    for (const outcome of outcomes) {
      expect(outcome.ms).toBeLessThan(outcome.budget + SLACK_MS);
      expect(outcome.stale).toBe(true);
      expect(outcome.value).toEqual(good.data);
    }
  });
});
