import { describe, expect, it } from 'vitest';
import { MAX_WATCHED, readWatchlist, toggleWatched, WATCH_KEY } from '@/lib/watchlist/store';

function memory(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[WATCH_KEY, initial]]);
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('the watchlist kept in the browser', () => {
  it('stars and unstars, oldest first, and survives a reload of the storage', () => {
    const s = memory();
    expect(toggleWatched('112022041900110001', s).list).toEqual(['112022041900110001']);
    expect(toggleWatched('112022041900110004', s).list).toEqual(['112022041900110001', '112022041900110004']);
    expect(readWatchlist(s)).toEqual(['112022041900110001', '112022041900110004']);
    expect(toggleWatched('112022041900110001', s).list).toEqual(['112022041900110004']);
  });

  it('reads a broken or foreign value as empty, and keeps only ids', () => {
    expect(readWatchlist(memory('not json'))).toEqual([]);
    expect(readWatchlist(memory('{"a":1}'))).toEqual([]);
    expect(readWatchlist(memory('["1", "<script>", 2, "1", "33"]'))).toEqual(['1', '33']);
    expect(readWatchlist(null)).toEqual([]);
    expect(toggleWatched('abc', memory()).list).toEqual([]);
  });

  it('refuses a star beyond the bound, and a storage that refuses to write leaves the list', () => {
    const full = memory(JSON.stringify(Array.from({ length: MAX_WATCHED }, (_, i) => String(i + 1))));
    expect(toggleWatched('999', full)).toMatchObject({ full: true });
    expect(readWatchlist(full)).toHaveLength(MAX_WATCHED);
    const locked = { getItem: () => '["1"]', setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(toggleWatched('2', locked)).toEqual({ list: ['1'], full: false });
  });
});
