import { describe, expect, it } from 'vitest';
import type { ChartMarkers } from '@/lib/markers/chart-markers';
import { packMarkers, unpackMarkers } from '@/lib/markers/marker-pack';

const markers: ChartMarkers = {
  partial: true,
  releases: [
    {
      key: '20664012@2026-07-30T12:30:00.000Z', indicatorId: '112022041900110013', title: 'U.S. Real GDP QoQ Annualized (Q2 2026)',
      at: '2026-07-30T12:30:00.000Z', importance: 3, actual: '2.7%', forecast: '3.2%', effect: 'up', direction: 'below',
    },
    {
      // A record id may hold an "@"; the key splits at its last one.
      key: 'a@b@2026-08-03T14:00:00.000Z', indicatorId: '112022041900110008', title: '美国ISM制造业PMI',
      at: '2026-08-03T14:00:00.000Z', importance: 2, actual: null, forecast: null, effect: 'pending', direction: null, original: true,
    },
  ],
};

describe('chart markers as the page carries them', () => {
  it('round-trips every field, the untranslated mark included', () => {
    expect(unpackMarkers(packMarkers(markers))).toEqual(markers);
  });

  it('carries no property names per release: under half the JSON of the objects', () => {
    const many: ChartMarkers = { partial: false, releases: Array.from({ length: 100 }, () => markers.releases[0]) };
    expect(JSON.stringify(packMarkers(many)).length).toBeLessThan(JSON.stringify(many).length / 2);
  });
});
