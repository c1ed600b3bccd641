import { describe, expect, it } from 'vitest';
import { adjacentDays, chooseNewsDay, newsDayRange, shiftYears } from '@/lib/news/days';

const TODAY = '2026-11-21';

describe('news days', () => {
  it('spans 20 years back to one year ahead', () => {
    expect(newsDayRange(TODAY)).toEqual({ first: '2006-11-21', last: '2027-11-21' });
  });

  it('moves 29 February to the 28th in a common year', () => {
    expect(shiftYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(shiftYears('2028-02-29', -4)).toBe('2024-02-29');
  });

  it('takes today without a date', () => {
    expect(chooseNewsDay(undefined, TODAY)).toEqual({ kind: 'day', day: TODAY });
    expect(chooseNewsDay('', TODAY)).toEqual({ kind: 'day', day: TODAY });
  });

  it('accepts real days inside the range, edges included', () => {
    for (const day of ['2006-11-21', '2026-01-01', '2027-11-21']) {
      expect(chooseNewsDay(day, TODAY)).toEqual({ kind: 'day', day });
    }
  });

  it.each(['2026-02-30', '2026-13-01', '20261121', '2026-11-21T00:00', 'yesterday', '2026-1-5', "2026-11-21' OR 1=1"])(
    'calls %j invalid',
    (raw) => {
      expect(chooseNewsDay(raw, TODAY)).toEqual({ kind: 'invalid', raw });
    },
  );

  it.each(['2006-11-20', '2027-11-22', '1900-01-01', '9999-12-31'])('calls %s out of range', (day) => {
    expect(chooseNewsDay(day, TODAY)).toEqual({ kind: 'out-of-range', day });
  });

  it('offers neighbours only inside the range', () => {
    expect(adjacentDays('2026-03-01', TODAY)).toEqual({ previous: '2026-02-28', next: '2026-03-02' });
    expect(adjacentDays('2006-11-21', TODAY)).toEqual({ previous: null, next: '2006-11-22' });
    expect(adjacentDays('2027-11-21', TODAY)).toEqual({ previous: '2027-11-20', next: null });
  });
});
