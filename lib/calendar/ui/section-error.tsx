import { useTranslations } from 'next-intl';
import { ErrorBlock } from '@/lib/ui/error-block';
import { allowedPeriodsOf } from '../section';
import styles from './calendar.module.css';

const PERIOD_KEYS: Record<string, string> = { W: 'W', W1: 'W1', M: 'M', M1: 'M1', day: 'day' };

/**
 * A failed section: the legacy family's period restriction is explained with
 * the periods it allows (docs/upstream.md: "the error message of the interface
 * tells the allowed values"); anything else gets the shared error block.
 */
export function SectionError({ error, retryHref }: { error: unknown; retryHref?: string }) {
  const t = useTranslations('Calendar');
  const allowed = allowedPeriodsOf(error);
  if (allowed) {
    const names = allowed.map((p) => (PERIOD_KEYS[p] ? t(`period.${PERIOD_KEYS[p]}`) : p));
    return (
      <div className={styles.restricted} role="alert" data-testid="legacy-restricted">
        <p>{t('restricted.title')}</p>
        <p>{names.length ? t('restricted.allowed', { periods: names.join(t('listSeparator')) }) : t('restricted.none')}</p>
        <a href={retryHref ?? ''}>{t('retry')}</a>
      </div>
    );
  }
  return <ErrorBlock error={error} retryHref={retryHref} />;
}
