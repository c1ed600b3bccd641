import { useTranslations } from 'next-intl';
import { ErrorBlock } from '@/lib/ui/error-block';
import { allowedPeriodsOf } from '../section';
import styles from './calendar.module.css';

/**
 * The periods the restriction may name that have words (Calendar.period).
 * The names come from the upstream's error message, so they are data: a
 * name outside this list is shown as written.
 */
const NAMED_PERIODS = ['W', 'W1', 'M', 'M1', 'day'] as const;
type NamedPeriod = (typeof NAMED_PERIODS)[number];
const isNamed = (period: string): period is NamedPeriod => (NAMED_PERIODS as readonly string[]).includes(period);

/**
 * A failed section: the legacy family's period restriction is explained with
 * the periods it allows (docs/upstream.md: "the error message of the interface
 * tells the allowed values"); anything else gets the shared error block.
 */
export function SectionError({ error, retryHref }: { error: unknown; retryHref?: string }) {
  const t = useTranslations('Calendar');
  const allowed = allowedPeriodsOf(error);
  if (allowed) {
    const names = allowed.map((p) => (isNamed(p) ? t(`period.${p}`) : p));
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
