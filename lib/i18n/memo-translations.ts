import { useTranslations } from 'next-intl';
import type { Namespace, Translate } from './translator';

type Write = (key: string, values?: Record<string, string | number>) => string;

/** Texts already written, per translator (one per namespace and request on the server, per provider in the browser). */
const written = new WeakMap<object, Map<string, string>>();

/**
 * next-intl's `useTranslations` for markup that repeats: a table's rows ask
 * the same dozen texts ("Actual", "Pending", "High importance") once per
 * row, and each call resolves and formats the message again (about 10 % of
 * a week page's render). Here each text with the same values is written
 * once per translator, then reused. Plain `t(key, values)` only, with the
 * namespace's keys checked as next-intl's own `t` checks them.
 */
export function useMemoTranslations<N extends Namespace>(namespace: N): Translate<N> {
  const t = useTranslations(namespace) as unknown as Write;
  let texts = written.get(t);
  if (!texts) written.set(t, (texts = new Map()));
  const memo = texts;
  return (key, values) => {
    const id = values ? `${key}\u0000${JSON.stringify(values)}` : key;
    let text = memo.get(id);
    if (text === undefined) {
      text = t(key, values);
      memo.set(id, text);
    }
    return text;
  };
}
