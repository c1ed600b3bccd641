import 'server-only';
import { notFound } from 'next/navigation';
import { cookies, headers } from 'next/headers';
import { setRequestLocale } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { REQUEST_URL_HEADER } from '@/lib/security/headers';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { variantOf } from '@/lib/upstream/variants';
import { canonicalTimeZone } from '@/lib/time/zone-name';
import { todayIn } from '@/lib/time/zones';
import type { Variant } from '@/lib/upstream/types';
import { COLORS_COOKIE, COLORS_PARAM, defaultColors, parseColors, type ColorScheme } from './colors';
import type { ReaderState } from './link';
import { first, type SearchParams } from './query';
import { pickTimeZone, TZ_COOKIE, TZ_PARAM } from './zone';

/** A reader-state parameter the page could not honour, named in a notice. */
export type ReaderProblem = { param: 'tz' | 'colors'; value: string };

/** Everything a page needs to know about its reader (the one owner of it). */
export interface ReaderView extends ReaderState {
  locale: Locale;
  /** The tokened variant serving this locale. */
  variant: Variant;
  /** The zone the page renders in. */
  tz: string;
  colors: ColorScheme;
  /** Today in the reader's zone, `YYYY-MM-DD`. */
  today: string;
  /** The instant the view was read (epoch ms): the one "now" of a render. */
  now: number;
  searchParams: SearchParams;
  problems: ReaderProblem[];
}

export interface ReaderRouteProps {
  params: Promise<{ locale: string }>;
  searchParams?: Promise<SearchParams>;
}

/** A page's props under `[locale]` (segments beyond the locale are the page's own). */
export interface PageProps<P = object> {
  params: Promise<{ locale: string } & P>;
  searchParams: Promise<SearchParams>;
}

/**
 * The page opening, once for every page: an unknown locale is a 404, the
 * locale is set for next-intl, and the reader's zone and colours are read
 * from the URL, then (unless `remembered: false`, as embeds that may get no
 * cookie ask) the cookies, then the defaults.
 */
export async function readerView(props: ReaderRouteProps, { remembered = true } = {}): Promise<ReaderView> {
  const { locale } = await props.params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const searchParams = (await props.searchParams) ?? {};
  const jar = remembered ? await cookies() : null;
  return viewOf(locale, searchParams, (name) => jar?.get(name)?.value, getConfig().defaultTimeZone);
}

/** The pure part of readerView (tested without a request). */
export function viewOf(
  locale: Locale,
  searchParams: SearchParams,
  cookie: (name: string) => string | undefined,
  defaultZone: string,
  now: Date = new Date(),
): ReaderView {
  const problems: ReaderProblem[] = [];
  const tzRaw = first(searchParams, TZ_PARAM);
  const tzParam = canonicalTimeZone(tzRaw);
  if (tzRaw && !tzParam) problems.push({ param: 'tz', value: tzRaw.slice(0, 64) });
  const colorsRaw = first(searchParams, COLORS_PARAM);
  const colorsParam = parseColors(colorsRaw);
  if (colorsRaw && !colorsParam) problems.push({ param: 'colors', value: colorsRaw.slice(0, 64) });
  const tz = pickTimeZone(tzParam, cookie(TZ_COOKIE), defaultZone);
  const colors = colorsParam ?? parseColors(cookie(COLORS_COOKIE)) ?? defaultColors(locale);
  return { locale, variant: variantOf(locale), tz, tzParam, colors, colorsParam, today: todayIn(tz, now), now: now.getTime(), searchParams, problems };
}

/**
 * The reader's view where no search params are handed over (layouts and the
 * site header): the query comes from the URL proxy.ts forwards.
 */
export async function requestReaderView(locale: Locale, { remembered = true } = {}): Promise<ReaderView & { rememberedZone: boolean }> {
  const url = new URL((await headers()).get(REQUEST_URL_HEADER) ?? '/', 'http://local');
  const searchParams: SearchParams = {};
  for (const key of new Set(url.searchParams.keys())) searchParams[key] = url.searchParams.getAll(key);
  const jar = remembered ? await cookies() : null;
  const view = viewOf(locale, searchParams, (name) => jar?.get(name)?.value, getConfig().defaultTimeZone);
  return { ...view, rememberedZone: canonicalTimeZone(jar?.get(TZ_COOKIE)?.value) !== null };
}

/** The locale of a route's params for generateMetadata (null: the page will 404). */
export async function routeLocale(params: Promise<{ locale: string }>): Promise<Locale | null> {
  const { locale } = await params;
  return isLocale(locale) ? locale : null;
}
