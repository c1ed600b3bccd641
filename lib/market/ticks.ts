/** Round-numbered price ticks (steps of 1, 2 or 5 × 10^n) that enclose low..high. */
export function niceTicks(low: number, high: number, count = 5): number[] {
  const span = high - low || Math.abs(high) * 0.01 || 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const first = Math.floor(low / step) * step;
  const out: number[] = [];
  for (let v = first; v < high + step; v += step) out.push(Number(v.toFixed(10)));
  return out;
}
