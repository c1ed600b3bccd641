import { useTranslations } from 'next-intl';
import { StaleNote } from '@/lib/ui/stale-note';
import type { ReleaseSource } from '@/lib/upstream/types';
import type { BudgetShortfall } from '../section';
import styles from './calendar.module.css';

/**
 * Says quietly which host served a section after a fallback, "as of" for
 * stale copies, how many records of the answer could not be read, and
 * what the upstream budget left out (lib/upstream/budget.ts).
 */
export function SourceNote({
  source,
  stale,
  fetchedAt,
  tz,
  locale,
  unread = 0,
  budget,
}: {
  source: ReleaseSource;
  stale: boolean;
  fetchedAt: number;
  tz: string;
  locale: string;
  unread?: number;
  /** Over the upstream budget: parts are saved copies, or missing. */
  budget?: BudgetShortfall;
}) {
  const t = useTranslations('Calendar');
  return (
    <>
      {stale ? <StaleNote fetchedAt={fetchedAt} tz={tz} locale={locale} /> : null}
      {source !== 'tokened' ? (
        <p className={styles.source} data-testid="source-note" data-source={source}>
          {t(`source.${source}`)}
        </p>
      ) : null}
      {budget ? (
        <p className="stale-note" role="status" data-testid="budget-note" data-budget={budget}>
          {t(`budgetNote.${budget}`)}
        </p>
      ) : null}
      <UnreadNote count={unread} />
    </>
  );
}

/** Records the upstream sent that could not be read, said quietly (the release table puts it under its rows). */
export function UnreadNote({ count }: { count: number | undefined }) {
  const t = useTranslations('Calendar');
  if (!count) return null;
  return (
    <p className={styles.unread} data-testid="unread-note" data-unread={count}>
      {t('unreadRecords', { count })}
    </p>
  );
}
