'use client';

import { useTranslations } from 'next-intl';
import { useLiveQuotes } from './live-quotes';
import styles from './market.module.css';

/** Says when live prices are not live: polls failing, or the server serving its last good copy. */
export function LiveStatus() {
  const t = useTranslations('Quote');
  const { stale, failing } = useLiveQuotes();
  if (!stale && !failing) return null;
  return (
    <p className={styles.liveNote} role="status">
      {failing ? t('liveFailed') : t('stale')}
    </p>
  );
}
