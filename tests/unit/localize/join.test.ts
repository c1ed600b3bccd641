import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Indicator } from '@/lib/upstream/types';
import { release } from '../support/calendar-fixtures';

// The join with the upstream client replaced by a spy: which ids it asks, how many at once.
const upstream = vi.hoisted(() => ({ getIndicator: vi.fn() }));
vi.mock('@/lib/upstream', () => upstream);
vi.mock('@/lib/config', () => ({ getConfig: () => ({ upstream: { timeZone: 'Asia/Shanghai', timeoutMs: 2000 } }) }));

const { indicatorNames, localizeReleases } = await import('@/lib/localize/join');

const info = (id: string, name: string): Indicator => ({
  id, name, country: 'United States', publisher: '', frequency: null, frequencyText: null, importance: 3, unit: '10K persons',
  interpretation: null, chartNotes: null, marketImpact: null, reference: null, keywords: null, unitRate: null,
});

beforeEach(() => upstream.getIndicator.mockReset());

describe('the join of legacy rows to localized names', () => {
  it('asks the info of each distinct id on the view once, in the page variant, a few at a time', async () => {
    let running = 0;
    let most = 0;
    upstream.getIndicator.mockImplementation(async (_locale: string, id: string) => {
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      return { data: info(id, `Indicator ${id}`), fetchedAt: 0, stale: false, source: 'tokened' };
    });
    const ids = Array.from({ length: 20 }, (_, i) => String(110000 + (i % 10)));
    const names = await indicatorNames('en', ids);
    expect(upstream.getIndicator).toHaveBeenCalledTimes(10);
    expect(upstream.getIndicator.mock.calls.every((c) => c[0] === 'apien')).toBe(true);
    expect(names.get('110003')).toEqual({ name: 'Indicator 110003', country: 'United States', unit: '10K persons' });
    expect(most).toBeLessThanOrEqual(6);
  });

  it('rows whose info fails keep their original, marked; tokened rows are not joined', async () => {
    upstream.getIndicator.mockImplementation(async (_l: string, id: string) => {
      if (id === 'bad') throw Object.assign(new Error('not found'), { kind: 'not-found' });
      return { data: info(id, 'U.S. Nonfarm Payrolls'), fetchedAt: 0, stale: false, source: 'tokened' };
    });
    const rows = [
      release({ id: 'a', source: 'legacy', indicatorId: 'good', title: '美国非农就业人口变动', country: '美国' }),
      release({ id: 'b', source: 'legacy', indicatorId: 'bad', title: '美国某指标', country: '美国' }),
      release({ id: 'c', source: 'tokened', indicatorId: 'tok', title: 'CPI' }),
    ];
    const out = await localizeReleases(rows, 'en');
    expect(out.map((r) => r.title)).toEqual(['U.S. Nonfarm Payrolls', '美国某指标', 'CPI']);
    expect(out[1].original).toContain('title');
    expect(upstream.getIndicator.mock.calls.map((c) => c[1]).sort()).toEqual(['bad', 'good']);
  });

  it('asks nothing for Simplified Chinese readers or views without legacy rows', async () => {
    await localizeReleases([release({ source: 'legacy' })], 'zh-CN');
    await localizeReleases([release({ source: 'tokened' })], 'en');
    expect(upstream.getIndicator).not.toHaveBeenCalled();
  });
});
