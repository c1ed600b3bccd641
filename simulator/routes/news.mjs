// @ts-check
// News operations (docs/upstream.md section E) on {alt_base_url}. The list is
// served newest first; items appear once their CreateDate has passed.
import { badParam } from '../envelopes.mjs';
import { inRange } from '../days.mjs';
import { fromCompact, isDay } from '../time.mjs';
import { buildDayNews } from '../data/news.mjs';
import { articleHtml } from '../data/articles.mjs';

/**
 * @typedef {import('../server.mjs').Sim} Sim
 * @typedef {import('../data/news.mjs').NewsItem} NewsItem
 */

export const NEWS_OPS = ['data', 'detail'];

/** @param {Sim} sim @param {string} day */
function dayNews(sim, day) {
  const items = sim.cache.get(`news:${day}`, () => buildDayNews(sim.seed, day));
  const now = sim.now();
  return items.filter((n) => n.at <= now);
}

/** @param {NewsItem} n */
const listRecord = (n) => ({ NewsID: n.id, NewsTitle: n.title, NewsSummary: n.summary, PreviewImg: n.image, CreateDate: n.wall });

/** @param {Sim} sim @param {string} op @param {URLSearchParams} query @returns {import('../router.mjs').Answer} */
export function newsOp(sim, op, query) {
  if (op === 'data') {
    const date = query.get('date');
    if (!date) return { error: badParam('parameter date is required (YYYY-MM-DD)') };
    if (!isDay(date)) return { error: badParam(`parameter date must be a real date in YYYY-MM-DD, got "${date.slice(0, 40)}"`) };
    return { data: inRange(sim, date) ? dayNews(sim, date).reverse().map(listRecord) : [] };
  }
  const id = query.get('newsid');
  if (!id) return { error: badParam('parameter newsid is required') };
  // Ids are yyyyMMdd + a four-digit position; anything else is unknown (empty data).
  const day = /^\d{12}$/.test(id) ? fromCompact(id.slice(0, 8)) : null;
  const item = day && inRange(sim, day) ? dayNews(sim, day).find((n) => n.id === id) : null;
  if (!item) return { data: [] };
  const { CreateDate, ...rest } = listRecord(item);
  return { data: [{ ...rest, NewsContent: articleHtml(sim.seed, item) }] };
}
