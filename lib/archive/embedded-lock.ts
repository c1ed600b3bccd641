import { linkSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One process per embedded archive. PGlite has no lock between processes:
 * two of them on one data dir are two writers, which can corrupt it. The
 * holder writes who it is into `<DATA_DIR>.lock`, created atomically; a
 * second process finding it held runs without the archive
 * (docs/operations.md, "The archive").
 *
 * A lock is taken over only when its holder no longer exists, judged by the
 * process (its pid, and its start time and the machine's boot so that a
 * recycled pid is not mistaken for it), never by the file's age: PGlite can
 * keep the holder's event loop busy for a long time. A holder written on
 * another host (another container sharing the folder) cannot be looked at;
 * it refreshes the file's time while it lives, and only such a foreign lock
 * left unrefreshed for `foreignStaleMs` is taken over.
 */
export interface Holder {
  pid: number;
  /** The process's start time (field 22 of /proc/<pid>/stat), null where there is no /proc. */
  start: string | null;
  host: string;
  /** /proc/sys/kernel/random/boot_id: a lock from an earlier boot of this machine is dead. */
  boot: string | null;
  since: string;
}

export interface EmbeddedLock {
  readonly file: string;
  /** Removes the lock if it is still this process's. */
  release(): void;
}

export interface LockOptions {
  /** A lock written on another host is taken over after this long unrefreshed. */
  foreignStaleMs?: number;
  /** How often the holder refreshes its lock's time. */
  refreshMs?: number;
}

const FOREIGN_STALE_MS = 5 * 60_000;
const REFRESH_MS = 15_000;
/** A lock file that holds no holder yet (written by hand, or a crash between create and write) counts as written this long. */
const UNREADABLE_GRACE_MS = 10_000;
const ATTEMPTS = 200;

export class ArchiveHeld extends Error {
  readonly holder: Holder | null;
  constructor(dataDir: string, holder: Holder | null) {
    const who = holder ? `pid ${holder.pid} on ${holder.host}, since ${holder.since}` : 'a process taking it over';
    super(`the embedded archive ${dataDir} is held by another process: give every instance the same DATABASE_URL (holder: ${who})`);
    this.name = 'ArchiveHeld';
    this.holder = holder;
  }
}

/** True for ArchiveHeld from any copy of this module (pages and route handlers are bundled apart). */
export const isArchiveHeld = (error: unknown): error is ArchiveHeld => error instanceof Error && error.name === 'ArchiveHeld';

export const lockFileOf = (dataDir: string): string => `${path.resolve(dataDir)}.lock`;

function readOr<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

const startOf = (pid: number): string | null =>
  readOr(() => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  }, null);

const bootId = (): string | null => readOr(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(), null);

function me(): Holder {
  return { pid: process.pid, start: startOf(process.pid), host: hostname(), boot: bootId(), since: new Date().toISOString() };
}

function parse(text: string): Holder | null {
  return readOr(() => {
    const h = JSON.parse(text) as Holder;
    return Number.isInteger(h.pid) && h.pid > 0 && typeof h.host === 'string' ? h : null;
  }, null);
}

/** Whether the process a lock names is gone. */
function holderGone(holder: Holder | null, file: string, foreignStaleMs: number): boolean {
  const age = () => readOr(() => Date.now() - statSync(file).mtimeMs, 0);
  if (!holder) return age() > UNREADABLE_GRACE_MS;
  if (holder.host !== hostname()) return age() > foreignStaleMs;
  const boot = bootId();
  if (holder.boot && boot && holder.boot !== boot) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists, as another user's process.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true;
  }
  const start = startOf(holder.pid);
  // The pid now names another process.
  return holder.start !== null && start !== null && holder.start !== start;
}

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Creates `file` holding `text`, whole, unless it exists (false then). */
function create(file: string, text: string): boolean {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(temp, text, { flag: 'wx' });
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // A file system without hard links: an exclusive create, then the text.
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw again;
    }
    try {
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
    return true;
  } finally {
    readOr(() => unlinkSync(temp), undefined);
  }
}

const read = (file: string): string | null => readOr(() => readFileSync(file, 'utf8'), null);

/**
 * Removes `file` if it still reads `text`. Only under the take-over guard
 * (or for the guard itself, whose holder died within its few statements).
 */
function removeIf(file: string, text: string | null): void {
  const aside = `${file}.${process.pid}.gone`;
  try {
    renameSync(file, aside);
  } catch {
    return;
  }
  const moved = read(aside);
  // Not the one judged: put it back (link never overwrites).
  if (moved !== text) readOr(() => linkSync(aside, file), undefined);
  readOr(() => unlinkSync(aside), undefined);
}

/**
 * Takes the embedded archive's lock for `dataDir`, or throws ArchiveHeld.
 * Synchronous: a few small file operations.
 */
export function takeEmbeddedLock(dataDir: string, options: LockOptions = {}): EmbeddedLock {
  const foreignStaleMs = options.foreignStaleMs ?? FOREIGN_STALE_MS;
  const file = lockFileOf(dataDir);
  const guard = `${file}.takeover`;
  mkdirSync(path.dirname(file), { recursive: true });
  const text = JSON.stringify(me());
  let holder: Holder | null = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (create(file, text)) return held(file, text, options.refreshMs ?? REFRESH_MS);
    const seen = read(file);
    if (seen === null) continue;
    holder = parse(seen);
    if (!holderGone(holder, file, foreignStaleMs)) throw new ArchiveHeld(dataDir, holder);
    // Its holder is gone: removed under a guard, so that two processes taking it over at
    // once cannot remove a lock that one of them has just created.
    if (!create(guard, text)) {
      const other = read(guard);
      if (other !== null && holderGone(parse(other), guard, foreignStaleMs)) removeIf(guard, other);
      else sleepSync(10);
      continue;
    }
    try {
      if (read(file) === seen) unlinkSync(file);
    } finally {
      readOr(() => unlinkSync(guard), undefined);
    }
  }
  throw new ArchiveHeld(dataDir, holder);
}

function held(file: string, text: string, refreshMs: number): EmbeddedLock {
  const ours = () => read(file) === text;
  // Hosts that cannot see this process judge it by the lock's time (holderGone).
  const refresh = setInterval(() => {
    if (!ours()) return;
    const now = new Date();
    readOr(() => utimesSync(file, now, now), undefined);
  }, refreshMs);
  refresh.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(refresh);
    process.off('exit', release);
    if (ours()) readOr(() => unlinkSync(file), undefined);
  };
  process.on('exit', release);
  return { file, release };
}
