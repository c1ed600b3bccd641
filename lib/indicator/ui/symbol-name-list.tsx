import { listFormat } from '@/lib/i18n/intl-cache';
import { Fragment } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import type { SymbolName } from '@/lib/localize/symbol-name-rule';
import { SymbolNameMark, SymbolNameText } from '@/lib/localize/ui/symbol-name';

const SLOT = '\uE000';

/**
 * A sentence naming several symbols as one list in the reader's language
 * ("A, B, and C", "A、B和C"): `format` builds the sentence around the list;
 * an untranslated name keeps its `lang` and its "original" label.
 */
export function SymbolNameList({ locale, names, format }: { locale: Locale; names: readonly SymbolName[]; format: (list: string) => string }) {
  const [before, after = ''] = format(SLOT).split(SLOT);
  const parts = listFormat(locale, { type: 'conjunction' }).formatToParts(names.map((n) => n.text));
  // The list's elements come in the order given.
  let element = 0;
  const list = parts.map((part): SymbolName | string => (part.type === 'element' ? (names[element++] ?? { text: part.value, original: false }) : part.value));
  return (
    <>
      {before}
      {list.map((item, k) =>
        typeof item === 'string' ? (
          <Fragment key={k}>{item}</Fragment>
        ) : (
          <Fragment key={k}>
            <SymbolNameText name={item} />
            <SymbolNameMark name={item} />
          </Fragment>
        ),
      )}
      {after}
    </>
  );
}
