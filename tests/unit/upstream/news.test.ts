import { describe, expect, it } from 'vitest';
import { clientFor, queryOf, simulatorPerFile, TOKEN } from '../support/upstream-simulator';

const env = simulatorPerFile();

describe('news', () => {
  it('lists a day newest first from {alt_base_url}', async () => {
    const result = await clientFor(env.sim).getNewsList('2026-11-19');
    const [request] = (await env.ctl.log()).requests;
    expect(request.path).toBe('/alt/api/news/202605/data');
    expect(queryOf(request)).toEqual({ date: '2026-11-19', token: TOKEN });
    expect(result.source).toBe('alt');
    const times = result.data.map((n) => n.publishedAt ?? '');
    expect(times.length).toBeGreaterThan(0);
    expect([...times].sort().reverse()).toEqual(times);
    expect(result.data.every((n) => /^\d+$/.test(n.id) && n.title.length > 0)).toBe(true);
  });

  it('reads one article with its HTML untouched, and is not-found for an unknown id', async () => {
    const client = clientFor(env.sim);
    const [item] = (await client.getNewsList('2026-11-19')).data;
    const article = await client.getArticle(item.id);
    const request = (await env.ctl.log()).requests.at(-1)!;
    expect(request.path).toBe('/alt/api/news/202605/detail');
    expect(queryOf(request)).toEqual({ newsid: item.id, token: TOKEN });
    expect(article.data).toMatchObject({ id: item.id, title: item.title, summary: item.summary });
    expect(article.data.html).toMatch(/<p>/);
    await expect(client.getArticle('1')).rejects.toMatchObject({ kind: 'not-found', operation: 'news.article' });
  });
});
