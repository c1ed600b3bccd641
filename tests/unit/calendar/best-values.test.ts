import { describe, expect, it } from 'vitest';
import { withBestValues } from '@/lib/calendar/best-values';
import { outcomeOf } from '@/lib/release/outcome';
import { release } from '../support/calendar-fixtures';

describe('U.S. data from the best source', () => {
  const at = '2026-11-06T13:30:00.000Z';
  const legacy = release({ id: 'L1', indicatorId: '111', publishedAt: at, forecast: null, actual: '4.3', previous: '4.2', released: true, source: 'legacy' });
  const daily = release({ id: 'T9', indicatorId: '111', publishedAt: at, forecast: '4.1', actual: '4.3', previous: '4.0', released: true });

  it('fills the empty forecast from the daily record of the same indicator and instant, keeping what the row has', () => {
    const [row] = withBestValues([legacy], [daily]);
    expect(row).toMatchObject({ id: 'L1', forecast: '4.1', actual: '4.3', previous: '4.2', source: 'legacy' });
    // With both values known, the released row gets an outcome instead of the "if above forecast" rule.
    expect(outcomeOf(row)?.direction).toBe('above');
  });

  it('takes an actual published in the other record and leaves rows of other instants alone', () => {
    const pending = { ...legacy, actual: null, released: false };
    expect(withBestValues([pending], [daily])[0]).toMatchObject({ actual: '4.3', released: true });
    const other = { ...daily, publishedAt: '2026-10-06T13:30:00.000Z' };
    expect(withBestValues([legacy], [other])[0].forecast).toBeNull();
  });

  it('borrows only from a record in the same unit, in any language, with UNIT_RATE counted', () => {
    const percent = { ...legacy, unit: '%' };
    // The tokened day's record in another unit: its figures are not this row's.
    expect(withBestValues([percent], [{ ...daily, unit: '10K persons' }])[0].forecast).toBeNull();
    expect(withBestValues([{ ...legacy, unit: '万人' }], [{ ...daily, unit: '10K persons' }])[0].forecast).toBe('4.1');
    expect(withBestValues([{ ...legacy, unit: '万人' }], [{ ...daily, unit: '人' }])[0].forecast).toBeNull();
    const rated = { ...legacy, unit: '人', unitRate: { op: '/' as const, factor: 10000, raw: '/10000' } };
    expect(withBestValues([rated], [{ ...daily, unit: '万人' }])[0].forecast).toBe('4.1');
    expect(withBestValues([rated], [{ ...daily, unit: '人' }])[0].forecast).toBeNull();
  });
});
