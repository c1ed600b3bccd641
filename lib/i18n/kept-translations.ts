import { useLocale, useMessages } from 'next-intl';
import { keptIn } from '@/lib/kept';
import { useMemoTranslations } from './memo-translations';
import type { Namespace, Translate } from './translator';

/** Texts kept per set of messages; past it, the oldest written goes first. */
export const MAX_KEPT_TEXTS = 2000;

/** Texts written, per set of messages (one per locale on the server: the same object every render). */
const kept = new WeakMap<object, Map<string, string>>();

/**
 * `useMemoTranslations` for texts that repeat from one render to the next,
 * not only within one: the calendar's archive columns write the same surprise
 * labels and typical moves for every view of a day, and formatting them again
 * (ICU plurals through formatters next-intl makes anew in every request) was
 * the largest part of what those columns cost a view (docs/performance.md,
 * "What the archive columns cost (P6)"). A text depends only on its messages,
 * locale, key and values, so it is kept under those, at most MAX_KEPT_TEXTS
 * per set of messages. Only for messages that format no date or time.
 */
export function useKeptTranslations<N extends Namespace>(namespace: N): Translate<N> {
  const t = useMemoTranslations(namespace);
  const messages = useMessages();
  const prefix = `${useLocale()}\u0000${namespace}\u0000`;
  let texts = kept.get(messages);
  if (!texts) kept.set(messages, (texts = new Map()));
  const store = texts;
  return (key, values) => keptIn(store, `${prefix}${key}${values ? `\u0000${JSON.stringify(values)}` : ''}`, MAX_KEPT_TEXTS, () => t(key, values));
}
