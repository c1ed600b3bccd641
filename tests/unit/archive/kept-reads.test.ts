import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '@/lib/archive/db';
import { archiveGeneration, countingWrites } from '@/lib/archive/generation';

// A fake database behind the real write counting: it records the statements it is sent.
const sent: { sql: string; params?: unknown[] }[] = [];
const history = [
  { published_at: '2026-11-06T13:30:00.000Z', period: 'Oct', unit: 'K', actual: '175', forecast: '150', previous: '120', revised: null, first_actual: '175' },
  { published_at: '2025-11-07T13:30:00.000Z', period: 'Oct', unit: 'K', actual: '12', forecast: '100', previous: '223', revised: null, first_actual: '12' },
];
const fake: Db = {
  kind: 'embedded',
  async query<T>(sql: string, params?: unknown[]) {
    sent.push({ sql, params });
    if (!/^\s*SELECT published_at/.test(sql)) return [] as T[];
    const from = params?.[2] as string | null;
    return history.filter((r) => from === null || r.published_at >= from).sort((a, b) => a.published_at.localeCompare(b.published_at)) as T[];
  },
  async transaction(work) {
    return work({ query: async (sql, params) => fake.query(sql, params) });
  },
  tryLock: async () => null,
  close: async () => undefined,
};
const db = countingWrites(fake);
vi.mock('@/lib/archive/runtime', () => ({ archiveEnabled: () => true, archiveDb: async () => db }));

const { indicatorHistory, surpriseHistories, typicalMoves } = await import('@/lib/archive/read');
const historyReads = () => sent.filter((q) => q.sql.includes('SELECT published_at')).length;
const columnReads = () => sent.filter((q) => /FROM (releases|release_reactions x)\s+WHERE (variant|x\.point)/.test(q.sql)).length;

beforeEach(() => {
  sent.length = 0;
});

describe('archive reads kept for the readers that follow', () => {
  it('a year back from now, asked by readers a moment apart, is one read, cut at each reader’s moment', async () => {
    const first = await indicatorHistory('en', '112022041900110001', '2025-11-07T10:00:00.000Z', null);
    const later = await indicatorHistory('en', '112022041900110001', '2025-11-07T14:00:00.000Z', null);
    expect(historyReads()).toBe(1);
    // Read from the start of that day …
    expect(sent[0].params?.[2]).toBe('2025-11-07T00:00:00.000Z');
    // … and cut at the moment: the release at 13:30 is within the first reader's year, not the later one's.
    expect(first.map((r) => r.publishedAt)).toEqual(['2025-11-07T13:30:00.000Z', '2026-11-06T13:30:00.000Z']);
    expect(later.map((r) => r.publishedAt)).toEqual(['2026-11-06T13:30:00.000Z']);
  });

  it('a write to the archive makes the next reader read again', async () => {
    await indicatorHistory('en', '112022041900110002', null, null);
    await indicatorHistory('en', '112022041900110002', null, null);
    expect(historyReads()).toBe(1);
    await db.transaction(async (tx) => tx.query('INSERT INTO releases VALUES ($1)', ['x']));
    await indicatorHistory('en', '112022041900110002', null, null);
    expect(historyReads()).toBe(2);
  });

  it('another variant or indicator is another read', async () => {
    await indicatorHistory('en', '112022041900110003', null, null);
    await indicatorHistory('zh-TW', '112022041900110003', null, null);
    await indicatorHistory('en', '112022041900110004', null, null);
    expect(historyReads()).toBe(3);
  });
});

describe('the calendar\'s archive columns, read once per view for a minute', () => {
  it('a kept answer comes back as it is, whatever is written, and sets no timer', async () => {
    const ids = ['112022041900110005', '112022041900110006'];
    const pairs = [{ indicatorId: ids[0], symbol: 'WGJS:XAU' }];
    const first = await surpriseHistories('en', ids);
    const moves = await typicalMoves(pairs);
    expect(columnReads()).toBe(2);
    await db.query('INSERT INTO releases VALUES ($1)', ['x']);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      // The same view (its ids in any order): nothing is read, nothing waited on.
      expect(await surpriseHistories('en', [...ids].reverse())).toBe(first);
      expect(await typicalMoves(pairs)).toBe(moves);
      expect(timers).not.toHaveBeenCalled();
    } finally {
      timers.mockRestore();
    }
    expect(columnReads()).toBe(2);
    // Another view is another read, within the reader's budget.
    await surpriseHistories('zh-TW', ids);
    expect(columnReads()).toBe(3);
  });
});

describe('countingWrites', () => {
  it('counts a transaction and a statement that writes once each is done, never a SELECT', async () => {
    const before = archiveGeneration();
    await db.query('SELECT 1');
    expect(archiveGeneration()).toBe(before);
    await db.query('INSERT INTO legacy_ids VALUES ($1)', ['x']);
    expect(archiveGeneration()).toBe(before + 1);
    await db.query('WITH input AS (SELECT 1) INSERT INTO releases SELECT * FROM input');
    expect(archiveGeneration()).toBe(before + 2);
    await db.transaction(async () => undefined).catch(() => undefined);
    expect(archiveGeneration()).toBe(before + 3);
  });

  it('a transaction that fails is counted too (part of it may have been seen)', async () => {
    const before = archiveGeneration();
    await expect(db.transaction(async () => Promise.reject(new Error('conflict')))).rejects.toThrow('conflict');
    expect(archiveGeneration()).toBe(before + 1);
  });
});
