import { z } from 'zod';
import { calendarFilterParams, calendarQuery, exportQuery } from '@/lib/calendar/api-query';
import { historyQuery } from '@/lib/indicator/history';
import { reactionsQuery } from '@/lib/indicator/reactions-view';
import { klineQuery, quotesQuery } from '@/lib/market/params';
import { zIndicatorId } from '@/lib/upstream/params';
import { streamQuery } from '@/lib/delivery/stream-query';
import type { ApiRoute } from './route';
import { pushRoutes } from './push-routes';
import * as shapes from './shapes';

/**
 * Every public route of /api/*, with the zod schemas it reads its query with
 * and answers with (docs/design.md, "The public API"). The OpenAPI document
 * (./document.ts) and the developers page are made from this list;
 * tests/unit/openapi/document.test.ts fails when a route under app/api is
 * missing from it, and the browser tests check each route's live answers
 * against its schemas.
 */

const upstream = {
  502: 'The data source failed and nothing earlier is kept',
  503: 'The data source\'s request budget is spent for the moment (Retry-After), or it is not answering',
  504: 'The data source did not answer in time',
};
const archived = {
  404: 'No archived release of that indicator, or no archive at all (ARCHIVE=off)',
  503: 'The history archive is not answering',
};

/** The indicator the examples name (U.S. CPI). */
export const EXAMPLE_INDICATOR = '112022041900110008';


export function apiRoutes(defaultZone: string): ApiRoute[] {
  return [
    {
      key: 'calendar',
      path: '/api/calendar',
      file: 'app/api/calendar/route.ts',
      summary: 'The releases of one day',
      description: 'The data releases of one day in the reader\'s zone, as the calendar page shows them, from the shared cache.',
      query: calendarQuery(defaultZone),
      ok: { 'application/json': { schema: shapes.calendarResponse } },
      errors: { 503: upstream[503] },
      examples: (today) => [`/api/calendar?date=${today}&locale=en&tz=America/New_York`, `/api/calendar?date=${today}`],
      refused: { url: '/api/calendar?date=2026-02-30', param: 'date' },
    },
    {
      key: 'calendar-export',
      path: '/api/calendar/export',
      file: 'app/api/calendar/export/route.ts',
      summary: 'A calendar view as a file or a subscription',
      description:
        'Any calendar view (day, week, month, events, U.S. data) as iCalendar (a subscription feed calendar apps re-fetch), CSV or JSON, with the filters of the page.',
      query: exportQuery(defaultZone),
      lists: calendarFilterParams,
      ok: {
        'text/calendar': { text: 'iCalendar (RFC 5545): one VEVENT per release or event, with a VALARM when alarm= is given' },
        'text/csv': { text: 'One row per release: local and UTC time, country, importance, title, period, values, unit, state, ids, surprise score' },
        'application/json': { schema: shapes.exportJson },
      },
      errors: { 404: 'The view needs a part of the data source this portal is not configured with', ...upstream },
      examples: () => ['/api/calendar/export?view=week&format=json&locale=en&importance=3', '/api/calendar/export?view=week&format=ics&locale=en&currency=USD', '/api/calendar/export?view=day&format=csv&locale=zh-TW'],
      refused: { url: '/api/calendar/export?view=week&format=json&currency=usd', param: 'currency' },
    },
    {
      key: 'quotes',
      path: '/api/quotes',
      file: 'app/api/quotes/route.ts',
      summary: 'Latest quotes',
      description: 'The latest quote of each symbol asked for, polled by the market pages; the same answer for one second.',
      query: quotesQuery,
      ok: { 'application/json': { schema: shapes.quotesResponse } },
      errors: upstream,
      examples: () => ['/api/quotes?codes=WGJS%7CXAU,WGJS%7CXAG'],
      refused: { url: '/api/quotes?codes=XAU', param: 'codes' },
    },
    {
      key: 'kline',
      path: '/api/kline',
      file: 'app/api/kline/route.ts',
      summary: 'Candles of a symbol',
      description: 'A symbol\'s candles (K-lines) of one length, oldest first.',
      query: klineQuery,
      ok: { 'application/json': { schema: shapes.klineResponse } },
      errors: { 404: 'The exchange lists no such symbol', ...upstream },
      examples: () => ['/api/kline?excode=WGJS&code=XAU&interval=day'],
      refused: { url: '/api/kline?excode=WGJS&code=XAU&interval=week', param: 'interval' },
    },
    {
      key: 'history',
      path: '/api/indicators/{idxId}/history',
      file: 'app/api/indicators/[idxId]/history/route.ts',
      summary: 'An indicator\'s archived releases',
      description: 'Every release of an indicator the archive holds, oldest first, with its first published actual and the surprise.',
      pathParams: z.object({ idxId: zIndicatorId }),
      query: historyQuery,
      ok: { 'application/json': { schema: shapes.historyResponse }, 'text/csv': { text: 'One row per release, as the JSON' } },
      errors: archived,
      examples: () => [`/api/indicators/${EXAMPLE_INDICATOR}/history?locale=en`, `/api/indicators/${EXAMPLE_INDICATOR}/history?format=csv`],
      refused: { url: `/api/indicators/${EXAMPLE_INDICATOR}/history?from=2026-11-30&to=2026-11-01`, param: 'from' },
    },
    {
      key: 'reactions',
      path: '/api/indicators/{idxId}/reactions',
      file: 'app/api/indicators/[idxId]/reactions/route.ts',
      summary: 'How markets moved after an indicator\'s releases',
      description: 'For each symbol an indicator\'s releases move: its price 5, 15 and 60 minutes after each archived release, and the median moves by outcome.',
      pathParams: z.object({ idxId: zIndicatorId }),
      query: reactionsQuery,
      ok: { 'application/json': { schema: shapes.reactionsResponse }, 'text/csv': { text: 'One row per symbol and release' } },
      errors: { 404: 'No archived release of that indicator, no archive, or a symbol its releases do not move', 503: archived[503] },
      examples: () => [`/api/indicators/${EXAMPLE_INDICATOR}/reactions?locale=en`],
      refused: { url: `/api/indicators/${EXAMPLE_INDICATOR}/reactions?symbol=XAU`, param: 'symbol' },
    },
    {
      key: 'stream',
      path: '/api/stream',
      file: 'app/api/stream/route.ts',
      summary: 'Releases as they happen (Server-Sent Events)',
      description:
        'A text/event-stream of `release` events — `scheduled` (the pending releases of the next day when the stream opens, and any added or moved later), `actual` (the value is out), `revised` (a released value changed) — with the calendar\'s filters. Each event\'s data is JSON `{kind, at, release}`; its id resumes the stream (`Last-Event-ID`). A comment every 15 s keeps it open. At most 4 open streams per client (429).',
      query: streamQuery,
      lists: calendarFilterParams,
      ok: { 'text/event-stream': { text: 'Server-Sent Events: `event: release`, `id`, `data: {"kind","at","release":{…}}`' } },
      errors: {},
      examples: () => ['/api/stream?locale=en&importance=3', '/api/stream?currency=USD'],
      refused: { url: '/api/stream?importance=4', param: 'importance' },
      stream: true,
    },
    ...pushRoutes(),
    {
      key: 'health',
      path: '/api/health',
      file: 'app/api/health/route.ts',
      summary: 'The portal\'s health',
      description: 'One word for the portal and one per component. Operators holding HEALTH_TOKEN get details with ?details (not described here).',
      query: z.object({}),
      ok: { 'application/json': { schema: shapes.healthResponse } },
      errors: { 503: 'The portal cannot serve (same body, status down)' },
      examples: () => ['/api/health'],
    },
    {
      key: 'openapi',
      path: '/api/openapi.json',
      file: 'app/api/openapi.json/route.ts',
      summary: 'This description',
      description: 'The OpenAPI 3.1 description of the public API.',
      query: z.object({}),
      ok: { 'application/json': { schema: z.looseObject({ openapi: z.literal('3.1.0') }) } },
      errors: {},
      examples: () => ['/api/openapi.json'],
    },
  ];
}
