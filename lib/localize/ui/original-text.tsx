import { useMemoTranslations } from '@/lib/i18n/memo-translations';
import { ORIGINAL_LANG } from '../marks';
import styles from './original.module.css';

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
