// vitest: isolated (the process-wide archive runtime and its slots, made from the environment).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeThroughSuite } from '../support/write-through-suite';

writeThroughSuite(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'macrodesk-wt-'));
  delete process.env.DATABASE_URL;
  return { env: { DATA_DIR: dir }, done: async () => rmSync(dir, { recursive: true, force: true }) };
});
