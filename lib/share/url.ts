/**
 * The address a reader shares: the view's full URL as it stands (path and
 * query: filters, date, interval…), plus the zone the page was shown in
 * when it came from the reader's cookie rather than the URL, so the link
 * opens in the same zone for whoever receives it (DESIGN.md "Sharers").
 */
export function shareUrl(href: string, tz: string | null | undefined): string {
  const url = new URL(href);
  url.hash = '';
  if (tz && !url.searchParams.has('tz')) url.searchParams.set('tz', tz);
  return url.toString();
}
