import { addDays, isValidDay, todayIn } from '@/lib/time/zones';

/** The newest day the backfill walks: yesterday in the upstream's zone (today is still changing). */
export function newestBackfillDay(upstreamZone: string, now: number): string {
  return addDays(todayIn(upstreamZone, new Date(now)), -1);
}

/** ARCHIVE_BACKFILL_FROM, or the same calendar day five years back (28 Feb for a 29 Feb). */
export function oldestBackfillDay(from: string | null, upstreamZone: string, now: number): string {
  if (from) return from;
  const today = todayIn(upstreamZone, new Date(now));
  const back = `${Number(today.slice(0, 4)) - 5}${today.slice(4)}`;
  return isValidDay(back) ? back : addDays(back.replace(/-29$/, '-28'), 0);
}

/** Whole days from `from` to `to`, both included (0 when from is after to). */
export function daysBetween(from: string, to: string): number {
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return span < 0 ? 0 : span + 1;
}
