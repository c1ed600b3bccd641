// Fresh embedded archives for the portals specs start (./isolated.ts).
// Creating a PGlite folder (initdb in WebAssembly) costs a portal seconds of a
// core at start; the first portal of a run that needs one creates it once
// per runner, and every archive after it is a copy, as if the server had just
// created it. The suite's own portal and the specs about the archive's
// folder (a dataDir they give) keep creating theirs.
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPgliteFolder } from '../../support/pglite-folder.mjs';

// Its exports do not include package.json: read from the repository's node_modules (tests run from its root).
const pgliteVersion = (JSON.parse(readFileSync(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;

/** Where this runner keeps its fresh folder (one per portal port: the two runners of the suite apart); removed by ./teardown.ts. */
export const archiveTemplateDir = (): string => path.join(tmpdir(), `macrodesk-e2e-pglite-${pgliteVersion}-${process.env.E2E_PORT || 3107}`);

let making: Promise<string> | null = null;

/** The runner's fresh folder, made by the first worker to ask (another worker may win the race: its folder is kept). */
function template(): Promise<string> {
  const dir = archiveTemplateDir();
  making ??= (async () => {
    if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
    const parent = mkdtempSync(path.join(tmpdir(), 'macrodesk-e2e-pglite-making-'));
    try {
      await createPgliteFolder(path.join(parent, 'pglite'));
      if (!existsSync(path.join(dir, 'PG_VERSION'))) renameSync(path.join(parent, 'pglite'), dir);
    } catch (error) {
      if (!existsSync(path.join(dir, 'PG_VERSION'))) throw error;
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
    return dir;
  })();
  return making;
}

/** Fills the empty folder `dir` with a fresh, empty archive. */
export async function fillFreshArchive(dir: string): Promise<void> {
  cpSync(await template(), dir, { recursive: true });
}
