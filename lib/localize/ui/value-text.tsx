import { useLocale } from 'next-intl';
import { OriginalText } from './original-text';
import type { Locale } from '@/lib/i18n/routing';
import { valueText } from '@/lib/localize/values';

/** A value cell's text in the reader's language: numbers as given, the upstream's words translated or marked original. */
export function ValueText({ value }: { value: string }) {
  const v = valueText(value, useLocale() as Locale);
  return <OriginalText text={v.text} original={v.original} />;
}
