import 'server-only';
import type { z } from 'zod';
import { isUpstreamError, UpstreamError } from './errors';
import { noteLegacyAnswered, noteLegacyRefusal } from './log';
import type { Freshness } from './cache-contract';
import { argument, asLoaded, cached, type ClientContext } from './context';
import { decodeOne, decodeRecords, singleRecord } from './decode';
import * as fresh from './freshness';
import { legacyPath } from './http';
import { EVENT_KINDS, toCalendarEvent } from './normalize/event';
import { toIndicator } from './normalize/indicator';
import { toRelease } from './normalize/release';
import { zCompactDay, zForecastInterval, zIndicatorId, zLegacyEventType, zLegacyPeriod, type ForecastInterval, type LegacyEventType } from './params';
import type { CalendarEvent, Fetched, Indicator, Release } from './types';
import { legacyDetailRecord, legacyEventRecord, legacyListRecord, legacyUsRecord } from './wire/legacy';

type Param = [word: string, value: string | number | undefined];

/**
 * The legacy calendar family on {legacy_base_url} (docs/upstream.md section A):
 * values in path segments, no token (access is by caller IP), code 0 envelopes.
 * Off when UPSTREAM_LEGACY_BASE_URL is not configured; then every call is `invalid`.
 */
export function legacyOperations(ctx: ClientContext) {
  const enabled = (op: string) => {
    if (!ctx.legacyEnabled) throw new UpstreamError('invalid', op, 'the legacy family is not configured');
  };
  const list = <S extends z.ZodType, T>(
    op: string, key: string, name: string, params: Param[], schema: S,
    normalize: (r: z.output<S>) => T, freshness: (data: T[], now: number) => Freshness,
  ): Promise<Fetched<T[]>> =>
    cached(ctx, key, async () => {
      const data = await ctx.send({ operation: op, host: 'legacy', family: 'legacy', path: legacyPath(name, params) });
      return asLoaded(decodeRecords(op, schema, data, normalize), 'legacy');
    }, freshness);
  const release = (r: Parameters<typeof toRelease>[0]) => toRelease(r, { source: 'legacy', timeZone: ctx.timeZone });
  const event = (type: LegacyEventType) => (r: Parameters<typeof toCalendarEvent>[0]) =>
    toCalendarEvent(r, { kind: EVENT_KINDS[type], source: 'legacy', timeZone: ctx.timeZone });
  const rangeReleases = (data: Release[], now: number) => fresh.releases(data, now, 5 * fresh.MINUTE);

  return {
    legacyEnabled: (): boolean => ctx.legacyEnabled,

    /**
     * Calendar List by `d`; a `d` the caller's IP may not use is an envelope
     * error with `allowed`. Every answer teaches the IDX_ID → ID pairs.
     */
    async getLegacyCalendar(d: string): Promise<Fetched<Release[]>> {
      const op = 'legacy.calendar';
      enabled(op);
      const period = argument(op, 'd', zLegacyPeriod, d);
      const day = /^\d{8}$/.test(period) ? `${period.slice(0, 4)}-${period.slice(4, 6)}-${period.slice(6)}` : null;
      let answer: Fetched<Release[]>;
      try {
        answer = await list(op, `${op}:${period}`, 'lists', [['d', period]], legacyListRecord, release, (data, now) =>
          day ? fresh.releases(data, now, fresh.dayTtl(day, now, ctx.timeZone)) : rangeReleases(data, now));
      } catch (error) {
        if (isUpstreamError(error) && error.allowed?.length) noteLegacyRefusal(day ? 'day' : period, error.allowed);
        throw error;
      }
      noteLegacyAnswered(day ? 'day' : period);
      ctx.legacyIds.learn(answer.data.flatMap((r) => (r.legacyId ? [[r.indicatorId, r.legacyId] as const] : [])));
      return answer;
    },

    /** The legacy list `ID` of an indicator, when a list answer has shown it. */
    legacyIdOf: (idxId: string): string | null => ctx.legacyIds.legacyIdOf(idxId),

    /** Every IDX_ID → ID pair learned, and a way to give back pairs kept elsewhere (the archive). */
    legacyIdPairs: (): [string, string][] => ctx.legacyIds.all(),
    rememberLegacyIds: (pairs: Iterable<readonly [string, string]>): void => ctx.legacyIds.learn(pairs),

    /** Calendar Details, asked with the legacy list's `ID` (not IDX_ID: see legacy-ids.ts). */
    async getLegacyIndicatorDetail(legacyId: string): Promise<Fetched<Indicator>> {
      const op = 'legacy.detail';
      enabled(op);
      const id = argument(op, 'id', zIndicatorId, legacyId);
      return cached(ctx, `${op}:${id}`, async () => {
        const data = await ctx.send({ operation: op, host: 'legacy', family: 'legacy', path: legacyPath('detail', [['id', id]]) });
        // Unknown ids answer an empty `data` array: not-found.
        const record = singleRecord(op, data, `indicator ${id}`);
        return { data: decodeOne(op, legacyDetailRecord, record, toIndicator), source: 'legacy' as const };
      }, () => fresh.INDICATOR);
    },

    /** Batch holiday/event query; without `interval` the upstream default (week) applies. */
    async getLegacyForecast(type: LegacyEventType, interval?: ForecastInterval): Promise<Fetched<CalendarEvent[]>> {
      const op = 'legacy.forecast';
      enabled(op);
      const kind = argument(op, 'type', zLegacyEventType, type);
      const span = interval === undefined ? undefined : argument(op, 'interval', zForecastInterval, interval);
      return list(op, `${op}:${kind}:${span ?? ''}`, 'forecast', [['type', kind], ['interval', span]],
        legacyEventRecord, event(kind), () => fresh.EVENTS);
    },

    /** Single-day event query; `date` (yyyyMMdd) precedes `type` in the path and is optional. */
    async getLegacyEventsOfDay(type: LegacyEventType, date?: string): Promise<Fetched<CalendarEvent[]>> {
      const op = 'legacy.eventsOfDay';
      enabled(op);
      const kind = argument(op, 'type', zLegacyEventType, type);
      const day = date === undefined ? undefined : argument(op, 'date', zCompactDay, date);
      return list(op, `${op}:${kind}:${day ?? ''}`, 'eventholiday', [['date', day], ['type', kind]],
        legacyEventRecord, event(kind), () => fresh.EVENTS);
    },

    /** U.S. data of the last 30 days, with next release times. */
    async getLegacyUsData(): Promise<Fetched<Release[]>> {
      const op = 'legacy.usData';
      enabled(op);
      return list(op, op, 'usaData', [], legacyUsRecord, release, rangeReleases);
    },

    /** The current week's calendar (ecweek): the U.S. data record without next_publish_time. */
    async getLegacyWeek(): Promise<Fetched<Release[]>> {
      const op = 'legacy.week';
      enabled(op);
      return list(op, op, 'ecweek', [], legacyUsRecord, release, rangeReleases);
    },
  };
}
