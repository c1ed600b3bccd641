import { z } from 'zod';
import { CATEGORIES } from '@/lib/release/category';
import { CURRENCIES } from '@/lib/release/currency-codes';
import { CANDLE_INTERVALS } from '@/lib/upstream/types';
import { routing } from '@/lib/i18n/routing';

/**
 * The bodies the public /api/* routes answer with, as zod schemas: the
 * OpenAPI description (./document.ts) is generated from them, and the browser
 * tests check live answers against them (docs/design.md, "The public API").
 * Objects are strict: a field a route starts sending must be described here
 * first, or its test fails.
 */

const text = z.string();
const maybe = text.nullable();
const instant = z.iso.datetime({ offset: true }).describe('An instant, ISO 8601 in UTC');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe('A day, YYYY-MM-DD');
const epochMs = z.number().int().describe('When the data was fetched from the data source, epoch milliseconds');
const locale = z.enum(routing.locales);
const source = z.enum(['tokened', 'alt', 'legacy']).describe('Which of the data source\'s families answered');
const importance = z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable().describe('1 low, 2 medium, 3 high; null when the source gives none');
const original = z
  .array(z.enum(['title', 'country', 'period', 'unit', 'area', 'description', 'note', 'assets']))
  .optional()
  .describe('Text fields still in the source\'s Simplified Chinese, where no translation exists');

export const errorBody = z
  .strictObject({ error: z.strictObject({ code: text.describe('A stable code, such as bad_request or rate_limited'), message: text.describe('What is wrong, naming the parameter') }) })
;

export const release = z
  .strictObject({
    id: text,
    indicatorId: text.describe('The indicator\'s id: the key of /{locale}/indicators/{id} and of the history routes'),
    legacyId: maybe,
    parentIndicatorId: maybe,
    title: text,
    description: text,
    country: text,
    countryEn: maybe,
    period: text,
    periodStatus: maybe,
    publishedAt: instant,
    importance,
    unit: text,
    unitRate: z.strictObject({ op: z.enum(['*', '/']), factor: z.number(), raw: text }).nullable(),
    previous: maybe,
    forecast: maybe,
    actual: maybe.describe('As the source wrote it; null until released'),
    revised: maybe,
    released: z.boolean(),
    impact: z.strictObject({ bullishIfAbove: z.array(text), bearishIfAbove: z.array(text), note: maybe }),
    nextPublishAt: instant.nullable(),
    marketImpact: maybe,
    publisher: maybe,
    source,
    original,
  })
  .meta({ id: 'Release' });

export const calendarEvent = z
  .strictObject({
    id: text,
    kind: z.enum(['holiday', 'treasury', 'event']),
    country: text,
    area: maybe,
    description: text,
    at: instant,
    date: day.nullable().describe('All-day items (holidays): the day itself, the same in every zone'),
    importance,
    timeConfirmed: z.boolean().nullable(),
    source,
    original,
  })
  .meta({ id: 'CalendarEvent' });

export const calendarResponse = z.strictObject({
  date: day,
  tz: text,
  locale,
  releases: z.array(release),
  fetchedAt: epochMs,
  stale: z.boolean().describe('True when the source failed and a kept copy is served'),
  source,
});

const tags = { currency: z.enum(CURRENCIES).nullable(), category: z.enum(CATEGORIES) };
const shown = z.strictObject({ previous: maybe, revised: maybe, forecast: maybe, actual: maybe, unit: text }).describe('The values as the page shows them in the language asked for');

export const exportJson = z.strictObject({
  view: z.enum(['day', 'week', 'month', 'events', 'us']),
  slug: text,
  locale,
  tz: text,
  generatedAt: instant,
  fetchedAt: instant,
  stale: z.boolean(),
  source,
  releases: z
    .array(release.extend({ ...tags, surprise_z: z.number().nullable(), surprise_n: z.number().int().nullable(), display: shown }))
    .optional()
    .describe('Every view but events'),
  events: z.array(calendarEvent.extend(tags)).optional().describe('The events view'),
});

export const quote = z
  .strictObject({
    exchange: text,
    code: text,
    name: text,
    decimals: z.number().int(),
    last: z.number(),
    open: z.number().nullable(),
    high: z.number().nullable(),
    low: z.number().nullable(),
    previousClose: z.number().nullable(),
    change: z.number().nullable(),
    changePercent: z.number().nullable(),
    quotedAt: instant.nullable(),
  })
  .meta({ id: 'Quote' });

export const quotesResponse = z.strictObject({
  quotes: z.array(quote).describe('The quotes found, in the order asked'),
  missing: z.array(text).describe('Entries (EX|SYMBOL) the source has no quote for'),
  fetchedAt: epochMs,
  stale: z.boolean(),
});

export const klineResponse = z.strictObject({
  excode: text,
  code: text,
  interval: z.enum(CANDLE_INTERVALS),
  candles: z
    .array(z.strictObject({ at: instant, open: z.number(), high: z.number(), low: z.number(), close: z.number() }))
    .describe('Oldest first'),
  fetchedAt: epochMs,
  stale: z.boolean(),
});

export const historyResponse = z.strictObject({
  indicatorId: text,
  locale,
  from: day.nullable(),
  to: day.nullable(),
  releases: z
    .array(
      z.strictObject({
        publishedAt: instant,
        period: text,
        unit: text,
        actual: maybe,
        forecast: maybe,
        previous: maybe,
        revised: maybe,
        firstActual: maybe.describe('The actual first archived; differs from actual when the source revised it'),
        surprise: maybe.describe('actual − forecast'),
        display: z.strictObject({ actual: maybe, forecast: maybe, surprise: maybe, previous: maybe, revised: maybe, firstActual: maybe, unit: text }),
      }),
    )
    .describe('Oldest first'),
});

const marks = ['5', '15', '60'] as const;
const byMark = <T extends z.ZodType>(value: T) => z.strictObject(Object.fromEntries(marks.map((m) => [m, value])) as Record<(typeof marks)[number], T>);
const moveSummary = z.strictObject({ count: z.number().int(), median: z.number().nullable().describe('Median move in percent; null under minCount releases') });
const typicalFigure = z.strictObject({ count: z.number().int(), median: z.number().nullable().describe('In percent of the price before; null under typicalMinCount releases') });
const typicalMove = z.strictObject({ move: typicalFigure.describe('The median absolute move'), range: typicalFigure.describe('The median high–low range (releases read since highs and lows are kept)') });

export const reactionsResponse = z.strictObject({
  indicatorId: text,
  locale,
  marksMinutes: z.array(z.number().int()).describe('Minutes after each release at which prices are read'),
  minCount: z.number().int(),
  typicalSymbol: text.nullable().describe('The symbol calendar rows show the typical move of: the first the newest release\'s rule names'),
  typicalMarkMinutes: z.number().int(),
  typicalMinCount: z.number().int(),
  symbols: z.array(
    z.strictObject({
      symbol: text.describe('EX:SYMBOL'),
      name: text,
      nameOriginal: z.boolean(),
      sign: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
      medians: z.strictObject({ beat: byMark(moveSummary), miss: byMark(moveSummary), inline: byMark(moveSummary) }),
      olderThanKlines: z.strictObject({ releases: z.number().int(), klinesFrom: instant }).nullable(),
      typical: z.strictObject({ all: typicalMove, beat: typicalMove, miss: typicalMove, inline: typicalMove }).describe('How the symbol typically moved in the minutes after a release'),
      releases: z.array(
        z.strictObject({
          publishedAt: instant,
          actual: maybe,
          forecast: maybe,
          surprise: maybe,
          before: z.number().nullable(),
          at: byMark(z.number().nullable()),
          movePercent: byMark(z.number().nullable()),
          read: z.array(z.number().int()),
        }),
      ),
    }),
  ),
});

const componentState = z.enum(['ok', 'degraded', 'down', 'off', 'opening', 'held']);
export const healthResponse = z.strictObject({
  status: z.enum(['ok', 'degraded', 'down']),
  components: z.strictObject({ upstream: componentState, archive: componentState, redis: componentState }),
});
