// After the suite: the suite portal's embedded archive (a temp dir, see playwright.config.ts) goes, and the specs' fresh one.
import { rmSync } from 'node:fs';
import { archiveTemplateDir } from './fresh-archive';

export default function teardown(): void {
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  // The fresh archive copied into the specs' portals (./fresh-archive.ts).
  rmSync(archiveTemplateDir(), { recursive: true, force: true });
}
