import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headStart } from '@/lib/reader/head-start';

describe('headStart: a page waits a little for its sections, never long', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves as soon as every load has settled, rejections included', async () => {
    let done = false;
    const p = headStart([Promise.resolve(1), Promise.reject(new Error('section error'))], 250).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    await p;
  });

  it('stops waiting for a slow load after its time', async () => {
    let done = false;
    const slow = new Promise(() => {});
    const p = headStart([Promise.resolve(1), slow], 250).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(249);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    await p;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer behind when the loads win', async () => {
    await headStart([Promise.resolve()], 250);
    expect(vi.getTimerCount()).toBe(0);
  });
});
