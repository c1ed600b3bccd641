import type { Release } from '@/lib/upstream/types';

/** A released U.S. non-farm payrolls row, changed by `over`. */
export function release(over: Partial<Release> = {}): Release {
  return {
    id: '1001', indicatorId: '112022041910001492', legacyId: null, parentIndicatorId: null, title: 'U.S. non-farm payrolls', description: 'Non-farm payrolls',
    country: 'U.S.', countryEn: null, period: 'Oct', periodStatus: null, publishedAt: '2026-11-06T13:30:00.000Z', importance: 3,
    unit: 'K', unitRate: null, previous: '120', forecast: '150', actual: '175', revised: null, released: true,
    impact: { bullishIfAbove: ['USD'], bearishIfAbove: ['gold'], note: null }, nextPublishAt: null, marketImpact: null, publisher: null, source: 'tokened',
    ...over,
  };
}
