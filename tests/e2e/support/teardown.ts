// After the suite: the suite portal's embedded archive (a temp dir, see playwright.config.ts) goes.
import { rmSync } from 'node:fs';

export default function teardown(): void {
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
