import { releaseCategory } from '@/lib/calendar/filters';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { currencyOf } from '@/lib/release/currency';
import type { Release } from '@/lib/upstream/types';

/** A release as the stream and the `json` webhook carry it (docs/design.md, "Delivery"): the upstream's strings, kept exact. */
export function releaseJson(r: Release, locale: Locale, origin: URL) {
  return {
    id: r.id,
    indicatorId: r.indicatorId,
    title: r.title,
    country: r.country,
    currency: currencyOf(r.country),
    category: releaseCategory(r),
    period: r.period,
    publishedAt: r.publishedAt,
    importance: r.importance,
    unit: r.unit,
    previous: r.previous,
    forecast: r.forecast,
    actual: r.actual,
    revised: r.revised,
    released: r.released,
    url: new URL(localePath(locale, `/indicators/${encodeURIComponent(r.indicatorId)}`), origin).toString(),
  };
}
export type ReleaseJson = ReturnType<typeof releaseJson>;
