import { afterEach, describe, expect, it } from 'vitest';
import { createBackfill, type Backfill, type BackfillDeps } from '@/lib/archive/backfill';
import type { Db } from '@/lib/archive/db';
import { migrate } from '@/lib/archive/migrations';
import { readHistory } from '@/lib/archive/store';
import type { Release, Variant } from '@/lib/upstream/types';
import { backends } from '../support/archive-backends';
import { release } from '../support/archive-fixtures';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const FROM = '2026-11-10';
/** 2026-11-10 … 2026-11-22 (yesterday in Asia/Shanghai), three variants. */
const ALL_DAYS = 13 * 3;

const dayRelease = (variant: Variant, day: string) =>
  release({ id: `${variant}-${day}`, publishedAt: `${day}T13:30:00.000Z`, actual: day.slice(8), title: `NFP ${variant}` });
/** An answer read whole. */
const whole = (...releases: Release[]) => ({ releases, unread: 0 });

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const running: Backfill[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((b) => b.stop()));
});

function backfill(db: Db, over: Partial<BackfillDeps> = {}): Backfill {
  const b = createBackfill({
    db: async () => db,
    fetchDay: async (locale, day) => whole(dayRelease(locale, day)),
    readersBusy: () => 0,
    upstreamZone: 'Asia/Shanghai',
    from: FROM,
    ratePerS: 1000,
    now: () => NOW,
    followerRetryMs: 30,
    pauseMs: () => 30,
    log: () => undefined,
    ...over,
  });
  running.push(b);
  return b;
}

describe.each(backends())('backfill on $name', (backend) => {
  it('walks every variant from the newest day back to ARCHIVE_BACKFILL_FROM, then reports it complete', async () => {
    const { db } = await backend.open();
    await migrate(db);
    const calls: string[] = [];
    const b = backfill(db, { fetchDay: async (locale, day) => (calls.push(`${locale} ${day}`), whole(dayRelease(locale, day))) });
    b.start();
    await until(() => b.status().state === 'complete', 'completion');
    expect(calls).toHaveLength(ALL_DAYS);
    expect(calls.slice(0, 3)).toEqual(['api 2026-11-22', 'apien 2026-11-22', 'apitc 2026-11-22']);
    expect(calls.at(-1)).toBe('apitc 2026-11-10');
    expect(b.status()).toMatchObject({ leader: true, daysDone: ALL_DAYS, daysToDo: 0, from: FROM, to: '2026-11-22' });
    const history = await readHistory(db, 'apien', release().indicatorId, null, null);
    expect(history.map((h) => h.actual)).toEqual(['10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22']);
  });

  it('resumes after a stop without asking the upstream again for days already stored; a day whose storing failed stays to do', async () => {
    const { db, second } = await backend.open();
    await migrate(db);
    const first: string[] = [];
    const a = backfill(db, {
      fetchDay: async (locale, day) => {
        first.push(`${locale} ${day}`);
        // The 4th day cannot be stored (an impossible instant): the transaction rolls back, the day is not marked.
        return first.length === 4 ? whole({ ...dayRelease(locale, day), publishedAt: 'not an instant' }) : whole(dayRelease(locale, day));
      },
    });
    a.start();
    await until(() => first.length >= 6, 'six calls');
    await a.stop();
    expect(a.status().lastError?.message).toMatch(/^archive: /);
    const broken = first[3];
    const storedByA = new Set(first.filter((_, i) => i !== 3));
    const rest: string[] = [];
    const b = backfill(await second(), { fetchDay: async (locale, day) => (rest.push(`${locale} ${day}`), whole(dayRelease(locale, day))) });
    b.start();
    await until(() => b.status().state === 'complete', 'completion');
    expect(rest.filter((c) => storedByA.has(c))).toEqual([]);
    // Asked again (by a's next round or by b) because it was never marked done.
    expect([...first, ...rest].filter((c) => c === broken)).toHaveLength(2);
    expect(new Set([...storedByA, ...rest]).size).toBe(ALL_DAYS);
  });

  it('pauses when the upstream errors, says so, and carries on once it answers', async () => {
    const { db } = await backend.open();
    await migrate(db);
    let failing = true;
    const pauses: number[] = [];
    const b = backfill(db, {
      fetchDay: async (locale, day) => {
        if (failing) throw new Error('HTTP 503');
        return whole(dayRelease(locale, day));
      },
      pauseMs: (n) => (pauses.push(n), 30),
    });
    b.start();
    await until(() => pauses.length >= 3, 'three pauses');
    expect(b.status()).toMatchObject({ daysDone: 0 });
    expect(b.status().lastError?.message).toMatch(/HTTP 503/);
    expect(pauses.slice(0, 3)).toEqual([1, 2, 3]);
    failing = false;
    await until(() => b.status().state === 'complete', 'completion');
    expect(b.status().daysDone).toBe(ALL_DAYS);
  });

  it('makes no upstream call while readers have theirs in flight', async () => {
    const { db } = await backend.open();
    await migrate(db);
    let busy = 1;
    const calls: string[] = [];
    const b = backfill(db, { readersBusy: () => busy, now: undefined, from: '2026-11-20', fetchDay: async (l, d) => (calls.push(d), whole(dayRelease(l, d))) });
    b.start();
    await new Promise((r) => setTimeout(r, 400));
    expect(calls).toEqual([]);
    busy = 0;
    await until(() => calls.length > 0, 'a call once readers are done');
  });

  it('one leader at a time across instances, at the configured rate in total; a follower takes over when the leader stops', async () => {
    const { db, second } = await backend.open();
    await migrate(db);
    const calls: { who: string; at: number }[] = [];
    const deps = (who: string): Partial<BackfillDeps> => ({
      ratePerS: 40,
      from: '2025-11-10',
      fetchDay: async (locale, day) => (calls.push({ who, at: performance.now() }), whole(dayRelease(locale, day))),
    });
    const a = backfill(db, deps('a'));
    a.start();
    await until(() => a.status().leader, 'a leading');
    const b = backfill(await second(), deps('b'));
    b.start();
    await until(() => b.status().state === 'following' && calls.length >= 12, 'b following');
    expect(b.status().leader).toBe(false);
    expect(new Set(calls.map((c) => c.who))).toEqual(new Set(['a']));
    await a.stop();
    const handover = calls.length;
    await until(() => b.status().leader && calls.length >= handover + 12, 'b leading');
    expect(new Set(calls.slice(handover).map((c) => c.who))).toEqual(new Set(['b']));
    // 40 calls/s in total: consecutive calls of one leader are at least 25 ms apart (less 1 ms of timer rounding).
    const gaps = calls.slice(1).map((c, i) => (c.who === calls[i].who ? c.at - calls[i].at : Infinity));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(24);
  });
});
