import 'server-only';
import { argument, asLoaded, cached, withAltFallback, type ClientContext } from './context';
import { decodeOne, decodeRecords, singleRecord } from './decode';
import * as fresh from './freshness';
import { tokenedPath, type Host } from './http';
import { EVENT_KINDS, toCalendarEvent } from './normalize/event';
import { toIndicator } from './normalize/indicator';
import { toRelease } from './normalize/release';
import { zDay, zEventType, zIndicatorId, zVariant, zMonthCode, zWeekCode, type WeekCode } from './params';
import type { CalendarEvent, Fetched, Indicator, Release, ReleaseSource, Variant } from './types';
import { indicatorInfoRecord, tokenedEventRecord, tokenedReleaseRecord } from './wire/calendar';

/** The cache's key of one day's releases in one variant. */
const dailyKey = (variant: Variant, day: string) => `calendar.daily:${variant}:${day}`;

/** The tokened calendar family: {base_url} in three variants (section B) and {alt_base_url} (section C). */
export function calendarOperations(ctx: ClientContext) {
  const releasesFrom = async (operation: string, host: Host, path: string, query: Record<string, string>, source: ReleaseSource) => {
    const data = await ctx.send({ operation, host, family: 'tokened', path, query });
    return decodeRecords(operation, tokenedReleaseRecord, data, (r) => toRelease(r, { source, timeZone: ctx.timeZone }));
  };
  const eventsFrom = async (operation: string, host: Host, path: string, type: 1 | 3, date: string, source: ReleaseSource) => {
    const data = await ctx.send({ operation, host, family: 'tokened', path, query: { type: String(type), date } });
    const kind = EVENT_KINDS[type];
    return decodeRecords(operation, tokenedEventRecord, data, (r) => toCalendarEvent(r, { kind, source, timeZone: ctx.timeZone }));
  };
  const dayReleases = (day: string) => (list: Release[], now: number) =>
    fresh.releases(list, now, fresh.dayTtl(day, now, ctx.timeZone));
  const rangeReleases = (list: Release[], now: number) => fresh.releases(list, now, 5 * fresh.MINUTE);
  const altDataPath = tokenedPath('api', 'calendar', 'data');
  const altEventPath = tokenedPath('api', 'calendar', 'event');

  return {
    async getDailyReleases(variant: Variant, date: string): Promise<Fetched<Release[]>> {
      const op = 'calendar.daily';
      const lang = argument(op, 'variant', zVariant, variant);
      const day = argument(op, 'date', zDay, date);
      const path = tokenedPath(lang, 'calendar', 'data');
      return cached(ctx, dailyKey(lang, day), () =>
        withAltFallback(
          lang,
          () => releasesFrom(op, 'base', path, { date: day }, 'tokened'),
          () => releasesFrom(op, 'alt', altDataPath, { date: day }, 'alt'),
        ), dayReleases(day));
    },

    /** Lets go of the cached copy of one day (the archive holds it whole now). */
    forgetDailyReleases(variant: Variant, date: string): Promise<void> {
      const op = 'calendar.daily';
      const lang = argument(op, 'variant', zVariant, variant);
      const day = argument(op, 'date', zDay, date);
      return ctx.cache.forget(dailyKey(lang, day));
    },

    /**
     * One upstream day for the archive's backfill: not cached (past days must
     * not evict what readers asked for), with the same {alt_base_url} fallback.
     * `unread`: records left out as unreadable (the day was not read whole).
     */
    async fetchDailyReleases(variant: Variant, date: string): Promise<{ releases: Release[]; unread: number }> {
      const op = 'calendar.daily';
      const lang = argument(op, 'variant', zVariant, variant);
      const day = argument(op, 'date', zDay, date);
      const path = tokenedPath(lang, 'calendar', 'data');
      const answer = await withAltFallback(
        lang,
        () => releasesFrom(op, 'base', path, { date: day }, 'tokened'),
        () => releasesFrom(op, 'alt', altDataPath, { date: day }, 'alt'),
      );
      return { releases: answer.data, unread: answer.unread ?? 0 };
    },

    async getAltDailyReleases(date: string): Promise<Fetched<Release[]>> {
      const op = 'calendar.altDaily';
      const day = argument(op, 'date', zDay, date);
      return cached(ctx, `${op}:${day}`, async () => asLoaded(await releasesFrom(op, 'alt', altDataPath, { date: day }, 'alt'), 'alt'), dayReleases(day));
    },

    async getWeekReleases(variant: Variant, week: WeekCode): Promise<Fetched<Release[]>> {
      const op = 'calendar.week';
      const lang = argument(op, 'variant', zVariant, variant);
      const code = argument(op, 'week', zWeekCode, week);
      const path = tokenedPath(lang, 'calendar', 'week');
      return cached(ctx, `${op}:${lang}:${code}`, async () => asLoaded(await releasesFrom(op, 'base', path, { week: code }, 'tokened'), 'tokened'), rangeReleases);
    },

    /** `month`: m, m1, w, w1 or a day written yyyyMMdd. */
    async getMonthReleases(variant: Variant, month: string): Promise<Fetched<Release[]>> {
      const op = 'calendar.month';
      const lang = argument(op, 'variant', zVariant, variant);
      const code = argument(op, 'month', zMonthCode, month);
      const path = tokenedPath(lang, 'calendar', 'month');
      const day = /^\d{8}$/.test(code) ? `${code.slice(0, 4)}-${code.slice(4, 6)}-${code.slice(6)}` : null;
      return cached(ctx, `${op}:${lang}:${code}`, async () => asLoaded(await releasesFrom(op, 'base', path, { month: code }, 'tokened'), 'tokened'),
        day ? dayReleases(day) : rangeReleases);
    },

    async getIndicator(variant: Variant, idxId: string): Promise<Fetched<Indicator>> {
      const op = 'calendar.indicator';
      const lang = argument(op, 'variant', zVariant, variant);
      const id = argument(op, 'idxId', zIndicatorId, idxId);
      const path = tokenedPath(lang, 'calendar', 'info');
      return cached(ctx, `${op}:${lang}:${id}`, async () => {
        const data = await ctx.send({ operation: op, host: 'base', family: 'tokened', path, query: { idxid: id } });
        // Unknown ids answer `data: null` (or an empty value): not-found.
        const record = singleRecord(op, data, `indicator ${id}`);
        return { data: decodeOne(op, indicatorInfoRecord, record, toIndicator), source: 'tokened' as const };
      }, () => fresh.INDICATOR);
    },

    async getEvents(variant: Variant, type: 1 | 3, date: string): Promise<Fetched<CalendarEvent[]>> {
      const op = 'calendar.events';
      const lang = argument(op, 'variant', zVariant, variant);
      const kind = argument(op, 'type', zEventType, type);
      const day = argument(op, 'date', zDay, date);
      const path = tokenedPath(lang, 'calendar', 'event');
      return cached(ctx, `${op}:${lang}:${kind}:${day}`, () =>
        withAltFallback(
          lang,
          () => eventsFrom(op, 'base', path, kind, day, 'tokened'),
          () => eventsFrom(op, 'alt', altEventPath, kind, day, 'alt'),
        ), () => fresh.EVENTS);
    },

    async getAltEvents(type: 1 | 3, date: string): Promise<Fetched<CalendarEvent[]>> {
      const op = 'calendar.altEvents';
      const kind = argument(op, 'type', zEventType, type);
      const day = argument(op, 'date', zDay, date);
      return cached(ctx, `${op}:${kind}:${day}`, async () => asLoaded(await eventsFrom(op, 'alt', altEventPath, kind, day, 'alt'), 'alt'), () => fresh.EVENTS);
    },
  };
}
