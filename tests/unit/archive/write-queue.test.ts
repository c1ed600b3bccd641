import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { WriteQueue } from '@/lib/archive/write-queue';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('the archive write queue', () => {
  it('runs tasks one at a time, in order', async () => {
    const q = new WriteQueue({ tasks: 10 });
    q.start();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    for (const name of ['a', 'b', 'c']) {
      q.push(async () => {
        running++;
        most = Math.max(most, running);
        await tick();
        log.push(name);
        running--;
      });
    }
    await q.drained();
    expect(log).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
    expect(q.status()).toEqual({ waiting: 0, written: 3, failed: 0, dropped: 0 });
  });

  it('drops a write whose records would take the waiting ones beyond their bound, and takes one that fits', async () => {
    const q = new WriteQueue({ tasks: 64, records: 1000 });
    const month = async () => undefined;
    expect(q.push(month, 600)).toBe(true);
    expect(q.push(month, 600)).toBe(false);
    expect(q.push(month, 400)).toBe(true);
    expect(q.status()).toMatchObject({ waiting: 2, dropped: 1 });
    // Once the waiting ones are written, their records no longer count.
    q.start();
    await q.drained();
    expect(q.push(month, 1000)).toBe(true);
    await q.drained();
    expect(q.status()).toEqual({ waiting: 0, written: 3, failed: 0, dropped: 1 });
  });

  it('drops what arrives beyond its bound, and counts it', async () => {
    const q = new WriteQueue({ tasks: 2 });
    // Not started: nothing is taken off the list.
    const ran: number[] = [];
    const results = [1, 2, 3, 4].map((n) => q.push(async () => void ran.push(n)));
    expect(results).toEqual([true, true, false, false]);
    expect(q.status()).toMatchObject({ waiting: 2, dropped: 2 });
    q.start();
    await q.drained();
    expect(ran).toEqual([1, 2]);
  });

  it('counts a failed task and goes on with the next', async () => {
    const errors: unknown[] = [];
    const q = new WriteQueue({ tasks: 5 }, (e) => errors.push(e));
    q.start();
    q.push(async () => {
      throw new Error('disk full');
    });
    let after = false;
    q.push(async () => {
      after = true;
    });
    await q.drained();
    expect(after).toBe(true);
    expect(errors).toHaveLength(1);
    expect(q.status()).toMatchObject({ failed: 1, written: 1 });
  });

  it('runs a task outside the context of the request that left it (a waiting write keeps no request alive)', async () => {
    const request = new AsyncLocalStorage<{ url: string }>();
    const q = new WriteQueue({ tasks: 5 });
    q.start(); // at server start: no request under way
    const seen: (string | undefined)[] = [];
    await request.run({ url: '/en/calendar?date=2024-01-02' }, async () => {
      q.push(async () => {
        seen.push(request.getStore()?.url);
        await tick();
        seen.push(request.getStore()?.url);
      });
    });
    await q.drained();
    expect(seen).toEqual([undefined, undefined]);
  });

  it('on close, writes every task waiting (the one running included) before it resolves, and takes no more', async () => {
    const q = new WriteQueue({ tasks: 10 });
    q.start();
    const done: number[] = [];
    for (const n of [1, 2, 3, 4]) {
      q.push(async () => {
        await new Promise((r) => setTimeout(r, 20));
        done.push(n);
      });
    }
    await tick();
    // The first is running, three are waiting: a clean stop must not lose them.
    expect(q.status().waiting).toBe(3);
    await q.close();
    expect(done).toEqual([1, 2, 3, 4]);
    expect(q.push(async () => void done.push(5))).toBe(false);
    await tick();
    expect(done).toEqual([1, 2, 3, 4]);
    expect(q.status()).toEqual({ waiting: 0, written: 4, failed: 0, dropped: 1 });
  });

  it('on close, runs the tasks of a queue whose worker never started', async () => {
    const q = new WriteQueue({ tasks: 10 });
    const ran: string[] = [];
    q.push(async () => void ran.push('a'));
    q.push(async () => {
      throw new Error('disk full');
    });
    q.push(async () => void ran.push('c'));
    await q.close();
    expect(ran).toEqual(['a', 'c']);
    expect(q.status()).toEqual({ waiting: 0, written: 2, failed: 1, dropped: 0 });
  });
});
