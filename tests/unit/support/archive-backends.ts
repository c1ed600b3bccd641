// Runs an archive test suite against both backends: embedded PGlite (in a temp
// dir, as in production) and a private Postgres server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '@/lib/archive/db';
import { embeddedDb } from '@/lib/archive/db-embedded';
import { postgresDb } from '@/lib/archive/db-postgres';
import { copyFreshArchive } from './pglite-template';
import { startPostgres, type TestPostgres } from './postgres-server';

export interface Backend {
  name: 'embedded' | 'postgres';
  /** A fresh, empty database (not migrated). `second` opens another handle on the same database (Postgres only). */
  open(): Promise<{ db: Db; second: () => Promise<Db> }>;
}

export function backends(): Backend[] {
  let server: TestPostgres | null = null;
  // Opening PGlite takes seconds (WASM): one per file, its schema emptied for each test.
  let lite: Db | null = null;
  const opened: Db[] = [];
  const dirs: string[] = [];
  beforeAll(async () => {
    const dir = copyFreshArchive(mkdtempSync(path.join(tmpdir(), 'macrodesk-pglite-')));
    dirs.push(dir);
    [server, lite] = await Promise.all([startPostgres(), embeddedDb(dir)]);
    opened.push(lite);
  }, 120_000);
  afterAll(async () => {
    for (const db of opened) await db.close().catch(() => undefined);
    await server?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const track = (db: Db) => {
    opened.push(db);
    return db;
  };
  return [
    {
      name: 'embedded',
      async open() {
        const db = lite!;
        await db.query('DROP SCHEMA public CASCADE');
        await db.query('CREATE SCHEMA public');
        return { db, second: async () => db };
      },
    },
    {
      name: 'postgres',
      async open() {
        const url = await server!.createDatabase();
        return { db: track(postgresDb(url)), second: async () => track(postgresDb(url)) };
      },
    },
  ];
}
