import type { Locale } from '@/lib/i18n/routing';
import { hasHan } from './marks';

/**
 * Words the upstream writes in value fields instead of a number ("未公布" in
 * a previous value, "待定"): one table of their English. Pure (live rows
 * use it too). Any other Chinese text in a value field keeps its original,
 * marked as such for English readers, never silently mixed in.
 */
const VALUE_WORDS: Record<string, string> = {
  未公布: 'not published',
  未公佈: 'not published',
  待定: 'to be decided',
  暂无: 'not available',
  暫無: 'not available',
  无: 'none',
  無: 'none',
  持平: 'unchanged',
};

export interface ValueText {
  text: string;
  /** Chinese text shown to an English reader because the table has no word for it. */
  original: boolean;
}

export function valueText(value: string, locale: Locale): ValueText {
  if (locale !== 'en' || !hasHan(value)) return { text: value, original: false };
  const word = Object.hasOwn(VALUE_WORDS, value.trim()) ? VALUE_WORDS[value.trim()] : null;
  return word ? { text: word, original: false } : { text: value, original: true };
}
