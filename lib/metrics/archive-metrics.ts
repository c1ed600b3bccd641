import 'server-only';
import type { Registry } from 'prom-client';
import { Counter, Gauge } from 'prom-client';
import { daysBetween } from '@/lib/archive/days';
import { archiveHealth } from '@/lib/archive/health';
import { openedArchiveDb } from '@/lib/archive/runtime';
import { getConfig } from '@/lib/config';
import { todayIn } from '@/lib/time/zones';

/** The archive's newest day is read at most once per this long (a scrape every few seconds costs no query each). */
const ARCHIVE_LAG_EVERY_MS = 15_000;
const ARCHIVE_QUERY_MS = 1000;

/** The archive's series (docs/operations.md, "Metrics"): lag, days to re-check and to do, writes. */
export function archiveMetrics(registers: Registry[]): void {
  const lag = newestArchivedDayReader();
  new Gauge({
    name: 'macrodesk_archive_lag_days',
    help: "Days from the newest archived day to today in the upstream's zone (1 when the backfill is caught up: today is still changing); absent while the archive is closed or empty.",
    registers,
    async collect() {
      this.reset();
      const newest = await lag();
      if (newest === null) return;
      this.set(daysBetween(newest, todayIn(getConfig().upstream.timeZone)) - 1);
    },
  });
  new Gauge({
    name: 'macrodesk_archive_days_to_recheck',
    help: 'Past days (× variants) whose answer was empty or partly unreadable, waiting to be asked again.',
    registers,
    collect() {
      this.reset();
      const n = archiveHealth().daysToRecheck;
      if (n !== null && n !== undefined) this.set(n);
    },
  });
  new Gauge({
    name: 'macrodesk_archive_days_to_do',
    help: 'Days (× variants) the backfill has still to store.',
    registers,
    collect() {
      this.reset();
      const n = archiveHealth().backfill?.daysToDo;
      if (n !== null && n !== undefined) this.set(n);
    },
  });
  new Counter({
    name: 'macrodesk_archive_writes_total',
    help: 'Write-through tasks of the archive: written, failed, dropped (the list was full).',
    labelNames: ['outcome'],
    registers,
    collect() {
      this.reset();
      const w = archiveHealth().writes;
      if (!w) return;
      for (const outcome of ['written', 'failed', 'dropped'] as const) this.inc({ outcome }, w[outcome]);
    },
  });
  new Gauge({
    name: 'macrodesk_archive_memory_bytes',
    help: "The embedded archive's own memory, part of the process's resident memory: PGlite's WebAssembly memory (wasm) and its thread's JavaScript heap (heap); absent for a Postgres server.",
    labelNames: ['kind'],
    registers,
    collect() {
      this.reset();
      const memory = openedArchiveDb()?.memory?.();
      if (!memory) return;
      this.set({ kind: 'wasm' }, memory.wasmBytes);
      this.set({ kind: 'heap' }, memory.heapBytes);
    },
  });
}

/** The newest archived day (not after today), read from the database at most every 15 s; null while closed or empty. */
function newestArchivedDayReader(): () => Promise<string | null> {
  let kept: { at: number; day: string | null } | null = null;
  return async () => {
    const db = openedArchiveDb();
    if (!db) return null;
    if (kept && Date.now() - kept.at < ARCHIVE_LAG_EVERY_MS) return kept.day;
    const today = todayIn(getConfig().upstream.timeZone);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, ARCHIVE_QUERY_MS, null)));
    try {
      const rows = await Promise.race([
        db.query<{ day: string | null }>('SELECT max(day)::text AS day FROM archived_days WHERE day <= $1', [today]),
        late,
      ]);
      if (rows === null) return kept?.day ?? null;
      kept = { at: Date.now(), day: rows[0]?.day ?? null };
      return kept.day;
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
