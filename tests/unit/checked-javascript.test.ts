// The production server, the cache of rendered views, the memory helpers,
// the shared security rules, the slot helper and the simulator are plain
// JavaScript that Node runs as it is; `tsc --noEmit -p .` (the type check of
// `npm test`) checks them: each is in the program of tsconfig.json and opts
// into checking with `// @ts-check` (checkJs stays off for the other scripts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function mjsUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return mjsUnder(rel);
    return entry.name.endsWith('.mjs') ? [rel] : [];
  });
}

const CHECKED = [
  'scripts/serve.mjs',
  'scripts/launch.mjs',
  'lib/process-slots.mjs',
  'lib/archive/embedded-worker.mjs',
  ...mjsUnder('lib/ops'),
  ...mjsUnder('lib/view-cache'),
  ...mjsUnder('lib/memory'),
  ...mjsUnder('lib/security'),
  ...mjsUnder('simulator'),
];

describe('checked JavaScript', () => {
  it('covers the server, the view cache, memory, security rules, slots and the simulator', () => {
    expect(CHECKED).toEqual(expect.arrayContaining(['lib/view-cache/serve.mjs', 'lib/security/before-next.mjs', 'simulator/server.mjs', 'simulator/routes/calendar.mjs']));
  });

  it('every such file asks to be checked (`// @ts-check` before any code)', () => {
    const unchecked = CHECKED.filter((file) => {
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      const first = lines[0].startsWith('#!') ? lines[1] : lines[0];
      return first.trim() !== '// @ts-check';
    });
    expect(unchecked).toEqual([]);
  });

  it('every such file is in the program tsc checks with tsconfig.json', () => {
    const configPath = path.join(root, 'tsconfig.json');
    const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
    expect(error).toBeUndefined();
    const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath);
    const program = new Set(parsed.fileNames.map((f) => path.relative(root, f)));
    expect(CHECKED.filter((file) => !program.has(file))).toEqual([]);
  });
});
