import { useTranslations } from 'next-intl';
import { StaleNote } from '@/lib/ui/stale-note';
import type { ReleaseSource } from '@/lib/upstream/types';
import styles from './calendar.module.css';

/** Says quietly which host served a section after a fallback, and "as of" for stale copies. */
export function SourceNote({
  source,
  stale,
  fetchedAt,
  tz,
  locale,
}: {
  source: ReleaseSource;
  stale: boolean;
  fetchedAt: number;
  tz: string;
  locale: string;
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
    </>
  );
}
