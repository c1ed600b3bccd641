import { useMemoTranslations } from '@/lib/i18n/memo-translations';
import { isOriginal, ORIGINAL_LANG, type LocalizedRelease } from '@/lib/localize/marks';
import styles from './calendar.module.css';

/**
 * Text the reader's language could not be given: the original with its
 * `lang` (so screen readers and fonts treat it as Chinese) and a quiet
 * "original" label. Plain text otherwise.
 */
export function OriginalText({ text, original }: { text: string; original: boolean }) {
  if (!original) return <>{text}</>;
  return (
    <>
      <span lang={ORIGINAL_LANG} data-original="true">
        {text}
      </span>{' '}
      <OriginalLabel />
    </>
  );
}

/** The quiet "original" label alone, after an element that carries the original's `lang` itself. */
export function OriginalLabel() {
  const t = useMemoTranslations('Localize');
  return (
    <small className={styles.original} title={t('originalHint')}>
      {t('original')}
    </small>
  );
}

/** A release's period after its title, unless the title already carries it (tokened titles often do). */
export function Period({ release: r }: { release: LocalizedRelease }) {
  if (!r.period || r.title.includes(r.period)) return null;
  return (
    <span className={styles.period}>
      {' '}
      <OriginalText text={r.period} original={isOriginal(r, 'period')} />
    </span>
  );
}
