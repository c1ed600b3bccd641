import { describe, expect, it } from 'vitest';
import { Recent } from '@/lib/memory/recent';

describe('Recent', () => {
  it('computes a key once while fresh, again once its time is up', async () => {
    let now = 0;
    let computed = 0;
    const recent = new Recent<number>({ ttlMs: 1000, maxEntries: 10 }, () => now);
    const compute = async () => ++computed;
    expect(await recent.get('a', compute)).toBe(1);
    now = 999;
    expect(await recent.get('a', compute)).toBe(1);
    now = 1000;
    expect(await recent.get('a', compute)).toBe(2);
  });

  it('shares one computation between concurrent asks', async () => {
    let computed = 0;
    const recent = new Recent<number>({ ttlMs: 1000, maxEntries: 10 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++computed), 5));
    expect(await Promise.all([recent.get('a', slow), recent.get('a', slow), recent.get('a', slow)])).toEqual([1, 1, 1]);
  });

  it('keeps at most maxEntries, the least recently used out first', async () => {
    const recent = new Recent<string>({ ttlMs: 60_000, maxEntries: 2 });
    await recent.get('a', async () => 'a');
    await recent.get('b', async () => 'b');
    await recent.get('a', async () => 'a again');
    await recent.get('c', async () => 'c');
    expect(recent.size).toBe(2);
    expect(await recent.get('a', async () => 'a recomputed')).toBe('a');
    expect(await recent.get('b', async () => 'b recomputed')).toBe('b recomputed');
  });

  it('peeks at a fresh value without computing, and at nothing once its time is up', async () => {
    let now = 0;
    const recent = new Recent<string>({ ttlMs: 1000, maxEntries: 2 }, () => now);
    expect(recent.peek('a')).toBeUndefined();
    await recent.get('a', async () => 'a');
    await recent.get('b', async () => 'b');
    now = 999;
    expect(recent.peek('a')).toBe('a');
    // A peek counts as a use: 'b' is now the least recently used, and goes first.
    await recent.get('c', async () => 'c');
    expect(recent.peek('b')).toBeUndefined();
    expect(recent.peek('a')).toBe('a');
    now = 1000;
    expect(recent.peek('a')).toBeUndefined();
    expect(await recent.get('a', async () => 'a again')).toBe('a again');
  });

  it('keeps no failure', async () => {
    const recent = new Recent<string>({ ttlMs: 60_000, maxEntries: 2 });
    await expect(recent.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await recent.get('a', async () => 'up')).toBe('up');
  });
});
