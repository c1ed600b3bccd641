'use client';

import type { ComponentProps } from 'react';
import { CandleChart } from './candle-chart';
import { ReleaseMarkers } from './release-markers';

/**
 * The symbol page's candle chart, with the lane of release markers. The
 * chart itself takes the lane as a component, so that a chart that never has
 * markers (the embed widget) does not carry their code (docs/performance.md,
 * "First-load JavaScript").
 */
export function MarkedCandleChart(props: Omit<ComponentProps<typeof CandleChart>, 'Markers'>) {
  return <CandleChart {...props} Markers={ReleaseMarkers} />;
}
