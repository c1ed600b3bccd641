import type { NewsItem } from '@/lib/upstream/types';
import { dayBounds } from '@/lib/time/zones';
import { safeImageUrl } from './safe-url';

/** A news item ready for display: its thumbnail passed the URL rules. */
export interface NewsEntry {
  id: string;
  title: string;
  summary: string;
  /** A safe http(s) URL, or null: the list shows a neutral placeholder. */
  imageUrl: string | null;
  publishedAt: string | null;
}

export function toNewsEntry(item: NewsItem): NewsEntry {
  return { ...item, imageUrl: safeImageUrl(item.imageUrl) };
}

/** One upstream day's list (upstream days are in UPSTREAM_TIME_ZONE). */
export interface UpstreamNewsDay {
  day: string;
  items: NewsItem[];
}

/**
 * The reader's day of news out of the upstream days it overlaps: items whose
 * time falls inside the day in the reader's zone, newest first, each once.
 * An item without a time (CreateDate is optional in practice) stays with the
 * upstream day of the same date.
 */
export function readerDayEntries(lists: UpstreamNewsDay[], day: string, readerZone: string): NewsEntry[] {
  const { start, end } = dayBounds(day, readerZone);
  const seen = new Set<string>();
  const dated: NewsEntry[] = [];
  const undated: NewsEntry[] = [];
  for (const list of lists) {
    for (const item of list.items) {
      if (seen.has(item.id)) continue;
      if (item.publishedAt === null) {
        if (list.day !== day) continue;
        undated.push(toNewsEntry(item));
      } else {
        const at = Date.parse(item.publishedAt);
        if (!(at >= start.getTime() && at < end.getTime())) continue;
        dated.push(toNewsEntry(item));
      }
      seen.add(item.id);
    }
  }
  dated.sort((a, b) => Date.parse(b.publishedAt!) - Date.parse(a.publishedAt!));
  return [...dated, ...undated];
}
