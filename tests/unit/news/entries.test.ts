import { describe, expect, it } from 'vitest';
import { readerDayEntries, toNewsEntry } from '@/lib/news/entries';
import type { NewsItem } from '@/lib/upstream/types';

const item = (id: string, publishedAt: string | null, imageUrl: string | null = null): NewsItem => ({
  id,
  title: `标题${id}`,
  summary: `摘要${id}`,
  imageUrl,
  publishedAt,
});

// Upstream days are Shanghai days (UTC+8): 2026-11-21 spans 2026-11-20T16:00Z .. 2026-11-21T16:00Z.
const NOV20 = { day: '2026-11-20', items: [item('1', '2026-11-20T15:00:00.000Z'), item('2', '2026-11-20T02:00:00.000Z')] };
const NOV21 = {
  day: '2026-11-21',
  items: [item('4', '2026-11-21T12:00:00.000Z'), item('3', '2026-11-21T01:00:00.000Z'), item('5', null)],
};

describe('readerDayEntries', () => {
  it('keeps a Shanghai reader on the upstream day, newest first, undated last', () => {
    expect(readerDayEntries([NOV21], '2026-11-21', 'Asia/Shanghai').map((e) => e.id)).toEqual(['4', '3', '5']);
  });

  it('re-buckets for a reader in New York (UTC-5): the day spans two upstream days', () => {
    // New York's 2026-11-20 is 05:00Z on the 20th to 05:00Z on the 21st.
    const ids = readerDayEntries([NOV20, NOV21], '2026-11-20', 'America/New_York').map((e) => e.id);
    expect(ids).toEqual(['3', '1']);
  });

  it('lists an item once even when two upstream days repeat it', () => {
    const twice = { day: '2026-11-21', items: [...NOV21.items, item('3', '2026-11-21T01:00:00.000Z')] };
    expect(readerDayEntries([twice, NOV21], '2026-11-21', 'Asia/Shanghai').map((e) => e.id)).toEqual(['4', '3', '5']);
  });

  it('keeps undated items only with the upstream day of the same date', () => {
    expect(readerDayEntries([NOV21], '2026-11-20', 'America/New_York').map((e) => e.id)).toEqual(['3']);
  });

  it('passes thumbnails through the URL rules', () => {
    expect(toNewsEntry(item('9', null, 'javascript:alert(1)')).imageUrl).toBeNull();
    expect(toNewsEntry(item('9', null, '/relative.png')).imageUrl).toBeNull();
    expect(toNewsEntry(item('9', null, 'https://img.example.com/a.png')).imageUrl).toBe('https://img.example.com/a.png');
  });
});
