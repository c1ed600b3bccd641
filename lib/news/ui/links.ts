/**
 * Paths of the news views (without the locale: next-intl's Link adds it).
 * The reader's `tz` rides along so that shared links keep their times.
 */
function query(params: Record<string, string | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
}

export function newsDayPath(day: string | null, tz: string | null): string {
  return `/news${query({ date: day, tz })}`;
}

export function articlePath(newsId: string, day: string | null, tz: string | null): string {
  return `/news/${encodeURIComponent(newsId)}${query({ date: day, tz })}`;
}
