import type { Release } from '@/lib/upstream/types';

/** A release with defaults; tests override what they look at. */
export function release(over: Partial<Release> = {}): Release {
  return {
    id: '1',
    indicatorId: '100',
    legacyId: null,
    parentIndicatorId: null,
    title: 'Non-farm payrolls',
    description: 'U.S. non-farm payrolls',
    country: 'United States',
    countryEn: null,
    period: 'Oct',
    periodStatus: null,
    publishedAt: '2026-11-06T13:30:00.000Z',
    importance: 3,
    unit: 'K',
    unitRate: null,
    previous: '150',
    forecast: '180',
    actual: null,
    revised: null,
    released: false,
    impact: { bullishIfAbove: ['USD'], bearishIfAbove: ['Gold', 'Silver'], note: null },
    nextPublishAt: null,
    marketImpact: null,
    publisher: null,
    source: 'tokened',
    ...over,
  };
}
