import 'server-only';
import { getConfig } from '@/lib/config';
import { getNewsList } from '@/lib/upstream';
import { addDays, todayIn } from '@/lib/time/zones';
import { NEWS_LIMIT } from './select';

/**
 * The newest news titles. News days are the upstream's days (its zone), so
 * "today" is taken there; early in that day the list can still be empty,
 * then yesterday's list is shown and said to be yesterday's.
 */
export async function latestNews(now: Date = new Date()) {
  const today = todayIn(getConfig().upstream.timeZone, now);
  let fetched = await getNewsList(today);
  let fromYesterday = false;
  if (fetched.data.length === 0) {
    fetched = await getNewsList(addDays(today, -1));
    fromYesterday = true;
  }
  return { ...fetched, data: fetched.data.slice(0, NEWS_LIMIT), fromYesterday };
}
