// Once per unit run, before any test file: a fresh PGlite folder and a fresh
// Postgres cluster, which tests copy instead of running initdb each time
// (./pglite-template.ts, ./postgres-server.ts). Worker threads inherit the
// environment that names them.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGLITE_TEMPLATE_ENV } from './pglite-template';
import { makeClusterTemplate, PG_TEMPLATE_ENV } from './postgres-server';

function createPglite(dir: string): Promise<void> {
  const script = `const { PGlite } = await import('@electric-sql/pglite'); const db = await PGlite.create(process.argv[1]); await db.close();`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', script, dir], { timeout: 120_000 }, (error) => (error ? reject(error) : resolve()));
  });
}

export default async function setup(): Promise<() => void> {
  const root = mkdtempSync(path.join(tmpdir(), 'macrodesk-templates-'));
  const pglite = path.join(root, 'pglite');
  const creating = createPglite(pglite);
  const cluster = makeClusterTemplate();
  await creating;
  process.env[PGLITE_TEMPLATE_ENV] = pglite;
  process.env[PG_TEMPLATE_ENV] = cluster;
  return () => {
    rmSync(root, { recursive: true, force: true });
    rmSync(cluster, { recursive: true, force: true });
  };
}
