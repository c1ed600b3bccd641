import { collator } from '@/lib/i18n/intl-cache';
import type { Quote } from '@/lib/upstream/types';
import type { SortColumn } from '../params';

const numeric: Record<Exclude<SortColumn, 'name' | 'code' | 'time'>, (q: Quote) => number | null> = {
  last: (q) => q.last,
  change: (q) => q.change,
  changePercent: (q) => q.changePercent,
  open: (q) => q.open,
  high: (q) => q.high,
  low: (q) => q.low,
  previousClose: (q) => q.previousClose,
};

/** A comparator for the symbol table; rows without a value sort last in either direction. */
export function compareQuotes(column: SortColumn, dir: 'asc' | 'desc', locale: string): (a: Quote, b: Quote) => number {
  const sign = dir === 'asc' ? 1 : -1;
  if (column === 'name' || column === 'code') {
    const byName = collator(locale, { numeric: true });
    return (a, b) => sign * byName.compare(a[column], b[column]);
  }
  const value = column === 'time' ? (q: Quote) => (q.quotedAt ? Date.parse(q.quotedAt) : null) : numeric[column];
  return (a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x - y);
  };
}
