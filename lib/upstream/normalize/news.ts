import type { Article, NewsItem } from '../types';
import type { NewsDetailRecord, NewsListRecord } from '../wire/news';
import { blank, optionalInstantOf } from './fields';

export function toNewsItem(r: NewsListRecord, timeZone: string): NewsItem {
  return {
    id: r.NewsID.trim(),
    title: r.NewsTitle.trim(),
    summary: blank(r.NewsSummary) ?? '',
    imageUrl: blank(r.PreviewImg),
    publishedAt: optionalInstantOf(r.CreateDate, timeZone, 'CreateDate'),
  };
}

/** Newest first; items without a date go last ("Ordering ... not shown"). */
export function newestFirst(items: NewsItem[]): NewsItem[] {
  return [...items].sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
}

export function toArticle(r: NewsDetailRecord): Article {
  return {
    id: r.NewsID.trim(),
    title: r.NewsTitle.trim(),
    // The detail field list labels NewsSummary "release time", but it holds the summary.
    summary: blank(r.NewsSummary) ?? '',
    imageUrl: blank(r.PreviewImg),
    html: r.NewsContent,
  };
}
