import { getTranslations } from 'next-intl/server';
import { indicatorsUnknownToArchive } from '@/lib/archive/read';
import styles from './watchlist.module.css';

/**
 * Above a watchlist view (`watch=`): how many indicators it follows, and the
 * ids the archive never saw a release of (an id that no longer exists, or a
 * link typed by hand), so a stale watchlist says so instead of showing
 * nothing. Ids released in the view are known without asking.
 */
export async function WatchlistNote({ watch, shown }: { watch: string[]; shown: ReadonlySet<string> }) {
  const t = await getTranslations('Watchlist');
  const unknown = (await indicatorsUnknownToArchive(watch.filter((id) => !shown.has(id)))) ?? [];
  return (
    <p className={styles.bar} data-testid="watchlist-note">
      <span>{t('showing', { count: watch.length })}</span>
      {unknown.length ? (
        <span className={styles.muted} data-testid="watchlist-stale">
          {t('stale', { ids: unknown.join(', ') })}
        </span>
      ) : null}
    </p>
  );
}
