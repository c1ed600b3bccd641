import { OriginalLabel } from './original-text';
import { ORIGINAL_LANG } from '@/lib/localize/marks';
import type { SymbolName } from '@/lib/localize/symbol-name-rule';

/** Messages the two parts below read in a client component (pass to ClientMessages). */
export const SYMBOL_NAME_MESSAGES = ['Localize.original', 'Localize.originalHint'] as const;

/**
 * A symbol's name in the reader's language (lib/localize/symbols). A name the
 * table has no translation for is the upstream's, carried with its `lang`;
 * its quiet "original" label is <SymbolNameMark>, kept apart so that a link
 * can wrap the name alone.
 */
export function SymbolNameText({ name }: { name: SymbolName }) {
  if (!name.original) return <>{name.text}</>;
  return (
    <span lang={ORIGINAL_LANG} data-original="true">
      {name.text}
    </span>
  );
}

/** The "original" label after an untranslated name; nothing for a translated one. */
export function SymbolNameMark({ name }: { name: SymbolName }) {
  return name.original ? (
    <>
      {' '}
      <OriginalLabel />
    </>
  ) : null;
}

const SLOT = '\uE000';

/**
 * A sentence that names a symbol ("{name} ({code})"), with only the name
 * carried in its original language when it has no translation. `format`
 * builds the sentence around whatever name it is given.
 */
export function SymbolNameIn({ format, name }: { format: (name: string) => string; name: SymbolName }) {
  if (!name.original) return <>{format(name.text)}</>;
  const [before, after = ''] = format(SLOT).split(SLOT);
  return (
    <>
      {before}
      <SymbolNameText name={name} />
      {after}
      <SymbolNameMark name={name} />
    </>
  );
}
