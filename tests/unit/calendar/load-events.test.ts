import { describe, expect, it, vi } from 'vitest';
import type { CalendarEvent } from '@/lib/upstream/types';

vi.mock('@/lib/upstream', () => ({}));
vi.mock('@/lib/config', () => ({ getConfig: () => ({ upstream: { timeZone: 'Asia/Shanghai', timeoutMs: 2000 } }) }));
const { withoutShownHolidays } = await import('@/lib/calendar/load-events');

const holiday = (country: string, at: string, description: string, source: CalendarEvent['source']): CalendarEvent => ({
  id: `${source}-${country}-${at}`, kind: 'holiday', country, area: null, description, at, date: null, importance: 2, timeConfirmed: null, source,
});

describe('a holiday served by both families', () => {
  it('is shown once: the legacy batch drops what the tokened day list shows, in any language', () => {
    const shown = [holiday('United States', '2026-11-25T16:00:00.000Z', 'Thanksgiving Day', 'tokened')];
    const batch = [
      holiday('United States', '2026-11-25T16:00:00.000Z', 'Thanksgiving Day', 'legacy'),
      holiday('Japan', '2026-11-22T16:00:00.000Z', 'Labour Thanksgiving Day', 'legacy'),
      holiday('United States', '2026-11-26T16:00:00.000Z', 'Thanksgiving Day (observed)', 'legacy'),
    ];
    expect(withoutShownHolidays(batch, shown, 'Asia/Shanghai').map((e) => e.country)).toEqual(['Japan', 'United States']);
    // The tokened list in Chinese and the batch in English name the same country.
    const zhShown = [holiday('美国', '2026-11-25T16:00:00.000Z', '感恩节', 'tokened')];
    expect(withoutShownHolidays(batch, zhShown, 'Asia/Shanghai')).toHaveLength(2);
  });

  it('keeps events that are not holidays', () => {
    const shown = [holiday('United States', '2026-11-25T16:00:00.000Z', 'Thanksgiving Day', 'tokened')];
    const auction = { ...holiday('United States', '2026-11-25T16:00:00.000Z', 'U.S. 2-Year Treasury auction', 'legacy'), kind: 'treasury' as const };
    expect(withoutShownHolidays([auction], shown, 'Asia/Shanghai')).toEqual([auction]);
  });
});
