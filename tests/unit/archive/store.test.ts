import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS } from '@/lib/archive/migrations';
import { markDayArchived, readArchivedDay, readHistory, readIndicatorSeen, readLegacyIds, storeDayAnswer, storeLegacyIds, storeReleases } from '@/lib/archive/store';
import { backends } from '../support/archive-backends';
import { release } from '../support/archive-fixtures';

const ZONE = 'Asia/Shanghai';

describe.each(backends())('archive store on $name', (backend) => {
  it('migrates from empty, and a re-run (or a second instance) changes nothing', async () => {
    const { db, second } = await backend.open();
    expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
    expect(await migrate(await second())).toEqual([]);
    const tables = await db.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1");
    expect(tables.map((t) => t.name)).toEqual(['archived_days', 'days_to_check', 'deliveries', 'kline_depth', 'legacy_ids', 'push_keys', 'push_subscriptions', 'release_reactions', 'release_versions', 'releases', 'schema_migrations']);
  });

  it('knows an indicator once any of its releases was stored, pending or released, in any variant', async () => {
    const { db } = await backend.open();
    await migrate(db);
    const pending = release({ actual: null, released: false });
    expect(await readIndicatorSeen(db, pending.indicatorId)).toBe(false);
    await storeReleases(db, 'apitc', [pending], new Date('2026-11-06T10:00:00Z'), ZONE);
    expect(await readIndicatorSeen(db, pending.indicatorId)).toBe(true);
    expect(await readIndicatorSeen(db, '999999999999999999')).toBe(false);
  });

  it('keeps the first actual and every revision, and stores nothing new for an unchanged record', async () => {
    const { db } = await backend.open();
    await migrate(db);
    const pending = release({ actual: null, released: false });
    expect(await storeReleases(db, 'apien', [pending, pending], new Date('2026-11-06T10:00:00Z'), ZONE)).toBe(1);
    expect(await readHistory(db, 'apien', pending.indicatorId, null, null)).toEqual([]);
    expect(await storeReleases(db, 'apien', [release()], new Date('2026-11-06T13:31:00Z'), ZONE)).toBe(1);
    expect(await storeReleases(db, 'apien', [release()], new Date('2026-11-06T14:00:00Z'), ZONE)).toBe(0);
    expect(await storeReleases(db, 'apien', [release({ actual: '160' })], new Date('2026-12-04T13:30:00Z'), ZONE)).toBe(1);
    const [row] = await readHistory(db, 'apien', pending.indicatorId, null, null);
    expect(row).toMatchObject({ actual: '160', firstActual: '175', forecast: '150', publishedAt: '2026-11-06T13:30:00.000Z' });
    const versions = await db.query<{ actual: string | null }>('SELECT actual FROM release_versions ORDER BY seen_at');
    expect(versions.map((v) => v.actual)).toEqual([null, '175', '160']);
    // Other variants keep their own texts.
    expect(await readHistory(db, 'api', pending.indicatorId, null, null)).toEqual([]);
  });

  it('serves a day only once it is marked archived, and filters history by instants', async () => {
    const { db } = await backend.open();
    await migrate(db);
    const older = release({ id: '900', publishedAt: '2026-10-02T12:30:00.000Z', actual: '100' });
    await storeReleases(db, 'api', [release(), older], new Date(), ZONE);
    expect(await readArchivedDay(db, 'api', '2026-11-06')).toBeNull();
    await markDayArchived(db, 'api', '2026-11-06', 1, new Date('2026-11-07T00:00:00Z'));
    const day = await readArchivedDay(db, 'api', '2026-11-06');
    expect(day?.releases).toEqual([release()]);
    expect(day?.archivedAt).toBe(Date.parse('2026-11-07T00:00:00Z'));
    const history = await readHistory(db, 'api', older.indicatorId, '2026-10-01T00:00:00Z', '2026-10-31T00:00:00Z');
    expect(history.map((h) => h.actual)).toEqual(['100']);
    expect((await readHistory(db, 'api', older.indicatorId, null, null)).map((h) => h.actual)).toEqual(['100', '175']);
  });

  it('a day answer not read whole is not served as archived; a later glitch leaves a day archived whole as it was', async () => {
    const { db } = await backend.open();
    await migrate(db);
    const at = new Date('2026-11-07T00:00:00Z');
    expect(await storeDayAnswer(db, 'api', '2026-11-06', { releases: [release()], unread: 1 }, at, ZONE, true))
      .toEqual({ outcome: 'partial', nextCheckAt: new Date(at.getTime() + 5 * 60_000) });
    expect(await readArchivedDay(db, 'api', '2026-11-06')).toBeNull();
    expect((await readHistory(db, 'api', release().indicatorId, null, null)).map((h) => h.actual)).toEqual(['175']);
    expect(await storeDayAnswer(db, 'api', '2026-11-06', { releases: [release()], unread: 0 }, at, ZONE, true)).toEqual({ outcome: 'whole' });
    expect((await readArchivedDay(db, 'api', '2026-11-06'))?.releases).toEqual([release()]);
    expect(await db.query('SELECT 1 FROM days_to_check')).toEqual([]);
    // An empty answer later (a glitch, asked by a reader or by an older backfill round): the day stays archived whole.
    expect(await storeDayAnswer(db, 'api', '2026-11-06', { releases: [], unread: 0 }, at, ZONE, true)).toEqual({ outcome: 'whole' });
    expect(await storeDayAnswer(db, 'api', '2026-11-06', { releases: [], unread: 0 }, at, ZONE, false)).toEqual({ outcome: 'empty', nextCheckAt: null });
    expect((await readArchivedDay(db, 'api', '2026-11-06'))?.releases).toEqual([release()]);
    expect(await db.query('SELECT 1 FROM days_to_check')).toEqual([]);
  });

  it('keeps a release of unknown importance (the upstream gave none 1-3)', async () => {
    const { db } = await backend.open();
    await migrate(db);
    const unknown = release({ id: '901', importance: null });
    expect(await storeReleases(db, 'api', [unknown], new Date(), ZONE)).toBe(1);
    await markDayArchived(db, 'api', '2026-11-06', 1, new Date('2026-11-07T00:00:00Z'));
    expect((await readArchivedDay(db, 'api', '2026-11-06'))?.releases).toEqual([unknown]);
  });

  it('keeps legacy IDX_ID → ID pairs', async () => {
    const { db } = await backend.open();
    await migrate(db);
    await storeLegacyIds(db, [{ indicatorId: '112022041910001492', legacyId: '43627' }], new Date());
    await storeLegacyIds(db, [{ indicatorId: '112022041910001492', legacyId: '43627' }], new Date());
    expect(await readLegacyIds(db, '112022041910001492')).toEqual(['43627']);
  });

  it('stores a batch that names one pair twice (a day lists an indicator with its sub-indicators)', async () => {
    const { db } = await backend.open();
    await migrate(db);
    const pair = { indicatorId: '112022041910001492', legacyId: '43627' };
    await storeLegacyIds(db, [pair, { indicatorId: '112022041910001493', legacyId: '43628' }, pair], new Date());
    expect(await readLegacyIds(db, '112022041910001492')).toEqual(['43627']);
    expect(await readLegacyIds(db, '112022041910001493')).toEqual(['43628']);
  });
});
