/** A value with its unit: "4.3%", "13.0 10K persons", "13.0萬人" (a space only before a Latin unit). */
export function withUnit(value: string | null, unit: string): string | null {
  if (value === null) return null;
  return /^[A-Za-z0-9]/.test(unit) ? `${value} ${unit}` : `${value}${unit}`;
}
