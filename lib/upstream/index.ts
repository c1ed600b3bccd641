import 'server-only';
import { getConfig } from '@/lib/config';
import { processSlot } from '@/lib/process-slots.mjs';
import { createUpstreamClient, type UpstreamClient } from './client';

/**
 * The process-wide client over getConfig(), created on first use. It lives on
 * globalThis so that pages and route handlers (which Next may bundle
 * separately) and dev reloads share one cache: "same client, same cache".
 */
function client(): UpstreamClient {
  return processSlot('macrodesk.upstream.client', () => createUpstreamClient(getConfig()));
}

type Op<K extends keyof UpstreamClient> = UpstreamClient[K];
const bind = <K extends keyof UpstreamClient>(name: K): Op<K> =>
  ((...args: unknown[]) => (client()[name] as (...a: unknown[]) => unknown)(...args)) as Op<K>;

export const getDailyReleases = bind('getDailyReleases');
export const getAltDailyReleases = bind('getAltDailyReleases');
export const forgetDailyReleases = bind('forgetDailyReleases');
export const fetchDailyReleases = bind('fetchDailyReleases');
export const readerCallsInFlight = bind('readerCallsInFlight');
export const getWeekReleases = bind('getWeekReleases');
export const getMonthReleases = bind('getMonthReleases');
export const getIndicator = bind('getIndicator');
export const getEvents = bind('getEvents');
export const getAltEvents = bind('getAltEvents');
export const legacyEnabled = bind('legacyEnabled');
export const getLegacyCalendar = bind('getLegacyCalendar');
export const getLegacyIndicatorDetail = bind('getLegacyIndicatorDetail');
export const legacyIdOf = bind('legacyIdOf');
/** IDX_ID → legacy ID pairs: read them to keep them (the archive), give them back after a restart. */
export const legacyIdPairs = bind('legacyIdPairs');
export const rememberLegacyIds = bind('rememberLegacyIds');
export const getLegacyForecast = bind('getLegacyForecast');
export const getLegacyEventsOfDay = bind('getLegacyEventsOfDay');
export const getLegacyUsData = bind('getLegacyUsData');
export const getLegacyWeek = bind('getLegacyWeek');
export const getSymbols = bind('getSymbols');
export const getQuotes = bind('getQuotes');
export const getCandles = bind('getCandles');
export const getNewsList = bind('getNewsList');
export const getArticle = bind('getArticle');
/** Cache counters of the process-wide client (benchmarks, health). */
export const upstreamCacheStats = bind('cacheStats');
/** The upstream budget of the process-wide client: rate, calls in the last second, refusals by priority (/metrics). */
export const upstreamBudgetState = bind('budgetState');

export { createUpstreamClient, type UpstreamClient } from './client';
export { UpstreamError, isUpstreamError, type UpstreamErrorKind } from './errors';
export type { UpstreamBudgetState } from './budget-terms';
export { withUpstreamPriority, withoutWaiting, type UpstreamPriority } from './priority';
export { mergeIndicator } from './normalize/indicator';
export type { QuoteEntry } from './params';
