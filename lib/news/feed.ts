import 'server-only';
import { cache } from 'react';
import { getConfig } from '@/lib/config';
import { getArticle, getNewsList } from '@/lib/upstream';
import { addDays, overlappingDays, todayIn } from '@/lib/time/zones';
import { sanitizedArticles } from './article-cache';
import { bodyUnderTitle } from './article-body';
import { chooseNewsDay } from './days';
import { readerDayEntries, type NewsEntry } from './entries';
import type { SanitizedHtml } from './sanitize';
import { safeImageUrl } from './safe-url';

export interface NewsDay {
  day: string;
  entries: NewsEntry[];
  fetchedAt: number;
  stale: boolean;
}

/**
 * The news of one day in the reader's zone. The upstream's days are its own
 * (UPSTREAM_TIME_ZONE, timestamps "not shown" in docs/upstream.md), so the one
 * or two upstream days the reader's day overlaps are fetched and re-bucketed.
 * `day` must come from chooseNewsDay (validated and in range).
 */
export const newsOfDay = cache(async (day: string, readerZone: string): Promise<NewsDay> => {
  const upstreamDays = overlappingDays(day, readerZone, getConfig().upstream.timeZone);
  const fetched = await Promise.all(upstreamDays.map((d) => getNewsList(d)));
  return {
    day,
    entries: readerDayEntries(
      fetched.map((f, i) => ({ day: upstreamDays[i], items: f.data })),
      day,
      readerZone,
    ),
    fetchedAt: Math.min(...fetched.map((f) => f.fetchedAt)),
    stale: fetched.some((f) => f.stale),
  };
});

export interface ArticleView {
  id: string;
  title: string;
  summary: string;
  imageUrl: string | null;
  body: SanitizedHtml;
  fetchedAt: number;
  stale: boolean;
}

/** One article with its body sanitized (once per article and content). Throws UpstreamError. */
export const articleView = cache(async (newsId: string): Promise<ArticleView> => {
  const { data, fetchedAt, stale } = await getArticle(newsId);
  return {
    id: data.id,
    title: data.title,
    summary: data.summary,
    imageUrl: safeImageUrl(data.imageUrl),
    body: bodyUnderTitle(sanitizedArticles.body(data.id, data.html), data.title),
    fetchedAt,
    stale,
  };
});

export interface ArticlePlacement {
  /** The reader's day the article is listed on. */
  day: string;
  entry: NewsEntry;
  /** The rest of that day, newest first. */
  others: NewsEntry[];
}

export interface ArticleListing {
  placement: ArticlePlacement | null;
  /** Set when the lists could not be read (then the placement is unknown, not absent). */
  error: unknown;
}

/**
 * Where an article sits in the daily lists. The detail record has no
 * CreateDate (docs/upstream.md, "News detail record"), so its time comes from
 * the list. Links from our list carry the reader's day; links that carry the
 * upstream's day (the zones differ) find it one day off, so the neighbours
 * are searched too. Without a usable day: today, then yesterday. Without a
 * placement the article is shown without a time.
 */
export const placeArticle = cache(
  async (newsId: string, dateParam: string | undefined, readerZone: string): Promise<ArticleListing> => {
    const today = todayIn(readerZone);
    const choice = chooseNewsDay(dateParam, today);
    const candidates =
      dateParam && choice.kind === 'day'
        ? [choice.day, addDays(choice.day, 1), addDays(choice.day, -1)]
        : [today, addDays(today, -1)];
    let error: unknown = null;
    let answered = false;
    for (const day of candidates) {
      let list: NewsDay;
      try {
        list = await newsOfDay(day, readerZone);
        answered = true;
      } catch (e) {
        error = e;
        continue;
      }
      const entry = list.entries.find((e) => e.id === newsId);
      if (entry) return { placement: { day, entry, others: list.entries.filter((e) => e.id !== newsId) }, error: null };
    }
    return { placement: null, error: answered ? null : error };
  },
);
