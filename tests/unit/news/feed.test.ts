import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '@/lib/upstream/types';

// An upstream with a few Shanghai days of news; `failing` makes every list call fail.
const upstream = vi.hoisted(() => ({
  days: {} as Record<string, NewsItem[]>,
  listCalls: [] as string[],
  articleCalls: 0,
  failing: false,
}));

vi.mock('@/lib/config', () => ({ getConfig: () => ({ upstream: { timeZone: 'Asia/Shanghai' } }) }));
vi.mock('@/lib/upstream', async () => {
  const { UpstreamError } = await import('@/lib/upstream/errors');
  return {
    getNewsList: async (day: string) => {
      upstream.listCalls.push(day);
      if (upstream.failing) throw new UpstreamError('http', 'news.list', 'down', { status: 500 });
      return { data: upstream.days[day] ?? [], fetchedAt: 1, stale: false, source: 'alt' };
    },
    getArticle: async (id: string) => {
      upstream.articleCalls++;
      return {
        data: {
          id,
          title: '金价上涨',
          summary: '摘要',
          imageUrl: ' javascript:alert(1)',
          html: '<h1>金价上涨</h1><p onclick="alert(1)">正文</p><script>alert(2)</script>',
        },
        fetchedAt: 2,
        stale: false,
        source: 'alt',
      };
    },
  };
});

const { articleView, newsOfDay, placeArticle } = await import('@/lib/news/feed');

const item = (id: string, publishedAt: string): NewsItem => ({ id, title: id, summary: '', imageUrl: null, publishedAt });

beforeEach(() => {
  upstream.listCalls = [];
  upstream.failing = false;
  upstream.days = {
    // Shanghai 2026-11-20 07:00 is New York 2026-11-19 18:00.
    '2026-11-20': [item('A', '2026-11-19T23:00:00.000Z'), item('B', '2026-11-20T10:00:00.000Z')],
    '2026-11-19': [item('C', '2026-11-19T12:00:00.000Z')],
    '2026-11-21': [],
  };
});

describe('news feed', () => {
  it("fetches the upstream days a reader's day overlaps and keeps that day's items", async () => {
    const day = await newsOfDay('2026-11-19', 'America/New_York');
    expect(upstream.listCalls.sort()).toEqual(['2026-11-19', '2026-11-20']);
    expect(day.entries.map((e) => e.id)).toEqual(['A', 'C']);
  });

  it('places an article linked with the upstream day on the reader day it falls in', async () => {
    const { placement, error } = await placeArticle('A', '2026-11-20', 'America/New_York');
    expect(error).toBeNull();
    expect(placement?.day).toBe('2026-11-19');
    expect(placement?.entry.publishedAt).toBe('2026-11-19T23:00:00.000Z');
    expect(placement?.others.map((e) => e.id)).toEqual(['C']);
  });

  it('ignores a malformed date and reports lists that cannot be read', async () => {
    upstream.failing = true;
    const { placement, error } = await placeArticle('A', '2026-02-30', 'Asia/Shanghai');
    expect(placement).toBeNull();
    expect(error).toMatchObject({ kind: 'http' });
    expect(upstream.listCalls.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && d !== '2026-02-30')).toBe(true);
  });

  it('finds nothing, without an error, for an article in no searched list', async () => {
    expect(await placeArticle('Z', '2026-11-20', 'Asia/Shanghai')).toEqual({ placement: null, error: null });
  });

  it('serves the article sanitized, without its repeated title, with a checked image URL', async () => {
    const view = await articleView('202611200001');
    expect(view.body).toBe('<p>正文</p>');
    expect(view.imageUrl).toBeNull();
    expect(view.title).toBe('金价上涨');
  });
});
