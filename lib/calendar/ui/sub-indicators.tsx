import { useLocale } from 'next-intl';
import { useMemoTranslations } from '@/lib/i18n/memo-translations';
import { unitDisplay } from '@/lib/localize/units';
import { isOriginal, type LocalizedRelease } from '@/lib/localize/marks';
import { OriginalText } from '@/lib/localize/ui/original-text';
import styles from './calendar.module.css';

const NO_VALUE = '—';

/** The sub-indicators of a row (IDX_PID), collapsed under its title; values as the row's are (scaled for English readers). */
export function SubIndicators({ subs }: { subs: LocalizedRelease[] }) {
  const t = useMemoTranslations('Calendar');
  const locale = useLocale();
  if (!subs.length) return null;
  return (
    <details className={styles.subIndicators} data-testid="sub-indicators">
      <summary>{t('subIndicators', { count: subs.length })}</summary>
      <ul>
        {subs.map((s) => {
          const u = unitDisplay(s.unit, locale, s.unitRate);
          return (
            <li key={`${s.id}@${s.publishedAt}`} data-testid="sub-release" data-release-id={s.id}>
              <OriginalText text={s.title} original={isOriginal(s, 'title')} />: {u.value(s.actual) ?? t('pending')} ({t('col.forecast')} {u.value(s.forecast) ?? NO_VALUE}, {t('col.previous')} {u.value(s.revised ?? s.previous) ?? NO_VALUE})
              {u.unit ? ` ${u.unit}` : ''}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
