/**
 * Where the "now" line of a view goes: before the first release still to
 * come, or after the last one when all are past. Null when the view does not
 * span the present (another day) or has no rows.
 */
export function nowLineIndex(instants: string[], now: number | null): number | null {
  if (now === null || instants.length === 0) return null;
  const i = instants.findIndex((at) => Date.parse(at) > now);
  return i === -1 ? instants.length : i;
}

/** A release is past (shown quieter) once its time has come, released or not. */
export const isPast = (at: string, now: number | null): boolean => now !== null && Date.parse(at) <= now;
