import 'server-only';
import { argument, cached, type ClientContext } from './context';
import { decodeOne, decodeRecords, singleRecord } from './decode';
import * as fresh from './freshness';
import { tokenedPath } from './http';
import { toArticle, toNewsItem, newestFirst } from './normalize/news';
import { zDay, zNewsId } from './params';
import type { Article, Fetched, NewsItem } from './types';
import { newsDetailRecord, newsListRecord } from './wire/news';

/** News on {alt_base_url} (docs/upstream.md section E). */
export function newsOperations(ctx: ClientContext) {
  const send = (operation: string, op: string, query: Record<string, string>) =>
    ctx.send({ operation, host: 'alt', family: 'news', path: tokenedPath('api', 'news', op), query });

  return {
    /** One day's news, newest first. */
    async getNewsList(date: string): Promise<Fetched<NewsItem[]>> {
      const op = 'news.list';
      const day = argument(op, 'date', zDay, date);
      return cached(ctx, `${op}:${day}`, async () => {
        const data = await send(op, 'data', { date: day });
        const { items, unread } = decodeRecords(op, newsListRecord, data, (r) => toNewsItem(r, ctx.timeZone));
        return { data: newestFirst(items), source: 'alt' as const, unread };
      }, (list, now) => ({
        ttlMs: list.length ? fresh.newsListTtl(day, now, ctx.timeZone) : Math.min(fresh.newsListTtl(day, now, ctx.timeZone), fresh.EMPTY_LIST_TTL),
        staleMs: fresh.DAY,
      }));
    },

    /** One article; its HTML is NOT sanitized here (lib/news does that). */
    async getArticle(newsId: string): Promise<Fetched<Article>> {
      const op = 'news.article';
      const id = argument(op, 'newsId', zNewsId, newsId);
      return cached(ctx, `${op}:${id}`, async () => {
        // Returned as an array in data; unknown ids answer an empty one.
        const record = singleRecord(op, await send(op, 'detail', { newsid: id }), `article ${id}`);
        return { data: decodeOne(op, newsDetailRecord, record, toArticle), source: 'alt' as const };
      }, () => fresh.ARTICLE);
    },
  };
}
