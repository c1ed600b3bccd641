// Once per unit run: a fresh PGlite folder and a fresh Postgres cluster,
// which tests copy instead of running initdb each time (./pglite-template.ts,
// ./postgres-server.ts). They are made in the background, each moved into
// place whole when done, so a run of a few files that need neither does not
// wait for them; a test that needs one waits until it is there. Worker
// threads inherit the environment that names them.
import { chmodSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGLITE_TEMPLATE_ENV } from './pglite-template';
import { makeClusterTemplate, PG_TEMPLATE_ENV } from './postgres-server';
import { createPgliteFolder } from '../../support/pglite-folder.mjs';

export default function setup(): () => Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'macrodesk-templates-'));
  // The cluster inside belongs to the user Postgres runs as (postgres, when tests run as root).
  chmodSync(root, 0o755);
  const pglite = path.join(root, 'pglite');
  const cluster = path.join(root, 'cluster');
  process.env[PGLITE_TEMPLATE_ENV] = pglite;
  process.env[PG_TEMPLATE_ENV] = cluster;
  // The folders being made exist from now: a test that finds one waits for it (never one made later).
  mkdirSync(`${pglite}.making`);
  // Done: moved into place. Failed: the folder being made goes, so no test waits for it (each makes its own).
  const settle = (making: Promise<void>, dir: string) =>
    making.then(
      () => renameSync(`${dir}.making`, dir),
      (error: unknown) => {
        console.warn(`[tests] no fresh ${path.basename(dir)} to copy: ${error instanceof Error ? error.message : String(error)}`);
        rmSync(`${dir}.making`, { recursive: true, force: true });
      },
    );
  const making = Promise.all([settle(createPgliteFolder(`${pglite}.making`), pglite), settle(makeClusterTemplate(`${cluster}.making`), cluster)]);
  return async () => {
    await making;
    rmSync(root, { recursive: true, force: true });
  };
}
