// @ts-check
// The file a shared test clock lives in (tests/support/shared-clock.mjs, and
// tests/e2e/support/shared-clock.ts which moves it): one JSON object
// {"offsetMs": N}, how far the clock runs ahead of real time. Each process
// that follows the clock answers with a file of its own beside it,
// `<file>.seen.<pid>-<thread>`, holding the offset it now uses, so that a test
// knows when every process has moved.
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The environment variable naming the clock file (set by the test set-up only). */
export const CLOCK_FILE_ENV = 'MACRODESK_TEST_CLOCK_FILE';

/** @param {string} text @returns {number} the offset written, 0 when unreadable */
function parseOffset(text) {
  try {
    const n = Number(JSON.parse(text).offsetMs);
    return Number.isFinite(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

/** The clock's offset in ms (0 when the file is missing or unreadable). @param {string} file */
export function readOffset(file) {
  try {
    return parseOffset(readFileSync(file, 'utf8'));
  } catch {
    return 0;
  }
}

/** Writes the offset whole (a reader never sees half a file). @param {string} file @param {number} offsetMs */
export function writeOffset(file, offsetMs) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ offsetMs }));
  renameSync(temporary, file);
}

/** The answer file of one thread of one process. @param {string} file @param {number} pid @param {number} thread */
export const seenFile = (file, pid, thread) => `${file}.seen.${pid}-${thread}`;

/** Writes what a process now uses. @param {string} file @param {number} pid @param {number} thread @param {number} offsetMs */
export function writeSeen(file, pid, thread, offsetMs) {
  writeOffset(seenFile(file, pid, thread), offsetMs);
}

/**
 * The answers present: the process id of each and the offset it uses.
 * @param {string} file
 * @returns {{ pid: number, offsetMs: number }[]}
 */
export function readSeen(file) {
  const dir = path.dirname(file);
  const prefix = `${path.basename(file)}.seen.`;
  return readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && !name.endsWith('.tmp'))
    .map((name) => ({
      pid: Number(name.slice(prefix.length).split('-')[0]),
      offsetMs: readOffset(path.join(dir, name)),
    }));
}
