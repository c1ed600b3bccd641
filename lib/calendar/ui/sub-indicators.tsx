import { useTranslations } from 'next-intl';
import { isOriginal, type LocalizedRelease } from '@/lib/localize/marks';
import { OriginalText } from './original-text';
import styles from './calendar.module.css';

const NO_VALUE = '—';

/** The sub-indicators of a row (IDX_PID), collapsed under its title; values as written. */
export function SubIndicators({ subs }: { subs: LocalizedRelease[] }) {
  const t = useTranslations('Calendar');
  if (!subs.length) return null;
  return (
    <details className={styles.subIndicators} data-testid="sub-indicators">
      <summary>{t('subIndicators', { count: subs.length })}</summary>
      <ul>
        {subs.map((s) => (
          <li key={`${s.id}@${s.publishedAt}`} data-testid="sub-release" data-release-id={s.id}>
            <OriginalText text={s.title} original={isOriginal(s, 'title')} />: {s.actual ?? t('pending')} ({t('col.forecast')} {s.forecast ?? NO_VALUE}, {t('col.previous')} {s.revised ?? s.previous ?? NO_VALUE})
            {s.unit ? ` ${s.unit}` : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}
