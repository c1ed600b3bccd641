// vitest: isolated (the process-wide slots themselves).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { peekSlot, PROCESS_SLOTS, processSlot, processSymbol, setSlot } from '@/lib/process-slots.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const HELPER = 'lib/process-slots.mjs';
const SKIPPED = new Set(['node_modules', 'test-results', '.git', '.reports']);

/** Every source file of the repository (build folders, dependencies and reports left out). */
function sources(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.next')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx|mjs|js|cjs)$/.test(entry.name) ? [path.relative(root, full)] : [];
  });
}

// Written in two pieces so that this file does not name it.
const REGISTRY_CALL = 'Symbol' + '.for(';

describe('process-wide slots (lib/process-slots.mjs)', () => {
  it('are the only use of the global symbol registry: no Symbol.for outside the helper', () => {
    const outside: string[] = [];
    for (const file of sources()) {
      if (file === HELPER) continue;
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          let at = line.indexOf(REGISTRY_CALL);
          while (at !== -1) {
            // React's own symbols (element and client-reference markers) are React's, not slots of this app.
            if (!line.startsWith(`${REGISTRY_CALL}'react.`, at)) outside.push(`${file}:${i + 1}: ${line.trim()}`);
            at = line.indexOf(REGISTRY_CALL, at + 1);
          }
        });
    }
    expect(outside).toEqual([]);
  });

  // A name missing from the list does not type-check (SlotName); a name nobody asks for is dead.
  it('lists only slots that some module uses', () => {
    const named = new Set(Object.keys(PROCESS_SLOTS));
    const used = new Set<string>();
    for (const file of sources()) {
      if (file === HELPER || file.startsWith('tests/')) continue;
      for (const m of readFileSync(path.join(root, file), 'utf8').matchAll(/'(macrodesk\.[A-Za-z0-9.]+)'/g)) used.add(m[1]);
    }
    expect([...named].filter((name) => !used.has(name))).toEqual([]);
  });

  it('makes a value once per process and keeps it, null included', () => {
    const made: number[] = [];
    setSlot('macrodesk.health.logged', undefined);
    expect(peekSlot('macrodesk.health.logged')).toBeUndefined();
    expect(processSlot('macrodesk.health.logged', () => (made.push(1), 'first'))).toBe('first');
    expect(processSlot('macrodesk.health.logged', () => (made.push(2), 'second'))).toBe('first');
    expect(made).toEqual([1]);
    // A limiter that is off is null, and stays off: not made again on every request.
    setSlot('macrodesk.page.limiter', null);
    expect(processSlot('macrodesk.page.limiter', () => 'made again')).toBeNull();
    setSlot('macrodesk.page.limiter', undefined);
    setSlot('macrodesk.health.logged', undefined);
  });

  it('keys each slot by its registered symbol, the one every bundle and scripts/serve.mjs finds', () => {
    const key = processSymbol('macrodesk.shutdown');
    expect(key.description).toBe('macrodesk.shutdown');
    expect(Symbol.keyFor(key)).toBe('macrodesk.shutdown');
    const hooks = setSlot('macrodesk.shutdown', new Map());
    expect((globalThis as Record<symbol, unknown>)[key]).toBe(hooks);
    setSlot('macrodesk.shutdown', undefined);
  });
});
