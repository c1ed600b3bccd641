/**
 * Round-numbered price ticks (steps of 1, 2 or 5 × 10^n) that enclose
 * low..high; a flat series gets a small band around its one price so the
 * axis never collapses to a point.
 */
export function niceTicks(low: number, high: number, count = 5): number[] {
  const flat = high === low;
  const band = Math.abs(high) * 0.01 || 1;
  const lo = flat ? low - band / 2 : low;
  const hi = flat ? high + band / 2 : high;
  const raw = (hi - lo) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const first = Math.floor(lo / step) * step;
  const out: number[] = [];
  for (let v = first; v < hi + step; v += step) out.push(Number(v.toFixed(10)));
  return out;
}
