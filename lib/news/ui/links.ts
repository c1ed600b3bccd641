import { readerHref, type ReaderState } from '@/lib/reader/link';

/** Paths of the news views (without the locale: next-intl's Link adds it), keeping the reader's state. */
export function newsDayPath(day: string | null, reader: ReaderState): string {
  return readerHref('/news', { date: day }, reader);
}

export function articlePath(newsId: string, day: string | null, reader: ReaderState): string {
  return readerHref(`/news/${encodeURIComponent(newsId)}`, { date: day }, reader);
}
