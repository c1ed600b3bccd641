import { describe, expect, it, vi } from 'vitest';

// A recording archive: every query the background writer sends.
const queries: { sql: string; params?: unknown[] }[] = [];
vi.mock('@/lib/archive/runtime', () => ({
  archiveEnabled: () => true,
  archiveHeldElsewhere: () => null,
  archiveDb: async () => ({
    query: async (sql: string, params?: unknown[]) => {
      queries.push({ sql, params });
      return [];
    },
  }),
}));

const { archiveLegacyIds } = await import('@/lib/archive/write-through');
const { archiveWritesDrained } = await import('@/lib/archive/writes');

const stored = () =>
  queries
    .filter((q) => q.sql.includes('legacy_ids'))
    .map((q) => (JSON.parse(String(q.params?.[0])) as { indicator_id: string; legacy_id: string }[]).map((p) => `${p.indicator_id}→${p.legacy_id}`));

describe('legacy IDX_ID → ID pairs, written through', () => {
  it('are written once, however often a cached day carrying them is read', async () => {
    const day = [
      { indicatorId: '110001', legacyId: '43627' },
      { indicatorId: '110002', legacyId: '43628' },
    ];
    for (let read = 0; read < 50; read++) archiveLegacyIds(day);
    archiveLegacyIds([...day, { indicatorId: '110003', legacyId: '43629' }]);
    await archiveWritesDrained();
    expect(stored()).toEqual([['110001→43627', '110002→43628'], ['110003→43629']]);
  });

  it('a pair seen with another legacy id is a new pair', async () => {
    queries.length = 0;
    archiveLegacyIds([{ indicatorId: '110001', legacyId: '50000' }]);
    await archiveWritesDrained();
    expect(stored()).toEqual([['110001→50000']]);
  });
});
