import { describe, expect, it } from 'vitest';
import { migrate } from '@/lib/archive/migrations';
import { storeReleases } from '@/lib/archive/store';
import { readSurpriseSources } from '@/lib/archive/surprises';
import { surpriseHistory } from '@/lib/release/surprise';
import { backends } from '../support/archive-backends';
import { release } from '../support/archive-fixtures';

const ZONE = 'Asia/Shanghai';

describe.each(backends())('surprise histories read from the archive on $name', (backend) => {
  it('one read for a view: released values with a forecast of the asked indicators, oldest first, the first actual kept', async () => {
    const { db } = await backend.open();
    await migrate(db);
    const r = (id: string, indicatorId: string, day: number, over = {}) =>
      release({ id, indicatorId, publishedAt: new Date(Date.UTC(2026, 9, day, 12, 30)).toISOString(), ...over });
    await storeReleases(db, 'apien', [
      r('b', 'A', 2, { actual: '160' }),
      r('a', 'A', 1, { actual: '155' }),
      r('pending', 'A', 3, { actual: null, released: false }),
      r('no-forecast', 'A', 4, { forecast: null }),
      r('c', 'B', 1),
      r('d', 'C', 1),
    ], new Date('2026-10-10T00:00:00Z'), ZONE);
    // A later answer revises A's first actual: the surprise keeps the first.
    await storeReleases(db, 'apien', [r('a', 'A', 1, { actual: '199' })], new Date('2026-10-11T00:00:00Z'), ZONE);
    await storeReleases(db, 'api', [r('x', 'A', 5)], new Date('2026-10-10T00:00:00Z'), ZONE);
    const sources = await readSurpriseSources(db, 'apien', ['A', 'B', 'unknown']);
    expect([...sources.keys()].sort()).toEqual(['A', 'B']);
    expect(sources.get('A')!.map((s) => [s.firstActual, s.actual])).toEqual([['155', '199'], ['160', '160']]);
    expect(surpriseHistory(sources.get('A')!).values).toEqual([5, 10]);
    expect(await readSurpriseSources(db, 'apien', [])).toEqual(new Map());
  });
});
