import { describe, expect, it } from 'vitest';
import { steadyRss } from '../../../bench/soak.mjs';

const minutes = (rss: number[]) => rss.map((rssMb, i) => ({ atS: (i + 1) * 60, rssMb }));

describe("the soak's resident memory as medians of the minutes", () => {
  it('compares the minutes around the first point with the last five, a passing peak left out', () => {
    // Minutes 1–20; around 600 s a peak of 518 MB between 460s, at the end one of 600 MB.
    const series = minutes([400, 420, 430, 440, 450, 455, 460, 458, 462, 518, 460, 461, 470, 470, 475, 480, 482, 600, 484, 486]);
    expect(steadyRss(series, 600)).toBe('461 MB → 484 MB: 5.0 %');
  });

  it('says so when the run is too short for two windows apart', () => {
    expect(steadyRss(minutes([400, 410, 420, 430, 440]), 60)).toBe('not sampled');
    expect(steadyRss([], 600)).toBe('not sampled');
  });
});
