import { keptIn } from '@/lib/kept';
import { processSlot } from '@/lib/process-slots.mjs';

/**
 * Intl formatters kept once made, in one store for the whole app: making one
 * loads ICU data for its locale and options (a few hundred microseconds),
 * using one is cheap, and a page render asks for the same few again and
 * again (every row's time, every "Times in … (GMT+8)", every price). Server
 * and browser alike. A formatter holds some 30 KB of ICU data outside the
 * JavaScript heap, and the zones a request may name are ~430, each with a
 * formatter per locale and style: the store keeps the most recently made
 * MAX_KEPT (a reader's locale and zone need about ten, prices some fifty),
 * the oldest going first, so a crawl through every zone costs at most ~12 MB.
 * One store for the process: Next loads pages, route handlers and preview
 * images through runtimes of their own, each with its own copy of this
 * module, and a store per copy let an hour of never-seen URLs keep several
 * times MAX_KEPT formatters (docs/performance.md, "Soak").
 */
export const MAX_KEPT = 400;
const kept = processSlot('macrodesk.intl.formatters', () => new Map<string, unknown>());

/** Formatters kept now (at most MAX_KEPT). */
export const keptFormatterCount = (): number => kept.size;

/**
 * The formatter kept under `key`, made by `make` the first time. Modules with
 * a hot path of their own (lib/time/format.ts, lib/time/zones.ts,
 * lib/market/format.ts) give a cheap key of their own; the helpers below key
 * by locale and options.
 */
export function keptFormatter<T>(key: string, make: () => T): T {
  return keptIn(kept, key, MAX_KEPT, make) as T;
}

const keyOf = (kind: string, locale: string | string[], options: object | undefined) => `${kind}|${String(locale)}|${JSON.stringify(options ?? {})}`;

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  keptFormatter(keyOf('dt', locale, options), () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  keptFormatter(keyOf('n', locale, options), () => new Intl.NumberFormat(locale, options));

export const listFormat = (locale: string, options?: Intl.ListFormatOptions) =>
  keptFormatter(keyOf('l', locale, options), () => new Intl.ListFormat(locale, options));

export const relativeTimeFormat = (locale: string, options?: Intl.RelativeTimeFormatOptions) =>
  keptFormatter(keyOf('r', locale, options), () => new Intl.RelativeTimeFormat(locale, options));

export const collator = (locale: string, options?: Intl.CollatorOptions) => keptFormatter(keyOf('c', locale, options), () => new Intl.Collator(locale, options));
