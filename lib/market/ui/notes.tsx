'use client';

import { useTranslations } from 'next-intl';
import { useLiveQuotes } from './live-quotes';
import styles from './market.module.css';

/**
 * Says when live prices are not live: polls failing, or the server serving its last good copy.
 * The live region is in the page from its first paint, empty (and out of the layout) while prices
 * are live, so that screen readers announce the note when it comes: a region added together with
 * its text may go unannounced.
 */
export function LiveStatus() {
  const t = useTranslations('Quote');
  const { stale, failing } = useLiveQuotes();
  const note = failing ? t('liveFailed') : stale ? t('stale') : null;
  return (
    <div className={styles.liveStatus} role="status" data-testid="live-status">
      {note && <p className={styles.liveNote}>{note}</p>}
    </div>
  );
}
