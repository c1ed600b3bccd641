import type { Locale } from '@/lib/i18n/routing';
import { hasHan } from './marks';

/** A symbol's name as a reader sees it. */
export interface SymbolName {
  text: string;
  /** The upstream's (Simplified Chinese) name shown because the table has none in the reader's language. */
  original: boolean;
}

/**
 * Which name a reader sees, given the table's name for the reader's language
 * (`known`, lib/localize/symbols.ts) and the upstream's: zh-CN readers get the
 * upstream's name; en and zh-TW readers the table's, else the upstream's
 * marked as original (when it is Chinese; a Latin name needs no mark). No
 * name at all → the code. Apart from the table, so that a client leaf handed
 * its symbols' table names ships no table.
 */
export function chooseSymbolName(locale: Locale, known: string | null, code: string, upstream: string | null | undefined): SymbolName {
  const served = upstream?.trim() || null;
  if (locale === 'zh-CN') return { text: served ?? known ?? code, original: false };
  if (known) return { text: known, original: false };
  if (!served) return { text: code, original: false };
  return { text: served, original: hasHan(served) };
}
