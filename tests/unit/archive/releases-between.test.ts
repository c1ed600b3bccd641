import { describe, expect, it } from 'vitest';
import { migrate } from '@/lib/archive/migrations';
import { readReleasesBetween } from '@/lib/archive/releases-between';
import { storeReleases } from '@/lib/archive/store';
import { backends } from '../support/archive-backends';
import { release } from '../support/archive-fixtures';

const ZONE = 'Asia/Shanghai';

describe.each(backends())('archived releases of a chart range on $name', (backend) => {
  it('reads one variant’s releases in [from, to) of the chosen importance, oldest first', async () => {
    const { db } = await backend.open();
    await migrate(db);
    const at = (id: string, publishedAt: string, importance: 1 | 2 | 3 | null = 3) => release({ id, publishedAt, importance });
    await storeReleases(db, 'apien', [
      at('before', '2026-11-01T15:59:59.000Z'),
      at('first', '2026-11-01T16:00:00.000Z'),
      at('low', '2026-11-02T01:00:00.000Z', 1),
      at('medium', '2026-11-02T02:00:00.000Z', 2),
      at('unknown', '2026-11-02T03:00:00.000Z', null),
      at('last', '2026-11-03T15:59:59.000Z'),
      at('end', '2026-11-03T16:00:00.000Z'),
    ], new Date('2026-11-04T00:00:00Z'), ZONE);
    await storeReleases(db, 'api', [at('other-variant', '2026-11-02T05:00:00.000Z')], new Date('2026-11-04T00:00:00Z'), ZONE);
    const range = { fromDay: '2026-11-01', toDay: '2026-11-04', from: '2026-11-01T16:00:00.000Z', to: '2026-11-03T16:00:00.000Z' };
    const rows = await readReleasesBetween(db, 'apien', range, [2, 3]);
    expect(rows.map((r) => r.id)).toEqual(['first', 'medium', 'last']);
    expect(rows[0]).toMatchObject({ title: 'U.S. non-farm payrolls', impact: { bullishIfAbove: ['USD'] } });
    expect((await readReleasesBetween(db, 'apien', range, [1])).map((r) => r.id)).toEqual(['low']);
    // The upstream days bound the scan too.
    expect(await readReleasesBetween(db, 'apien', { ...range, toDay: '2026-11-01' }, [2, 3])).toEqual([]);
  });
});
