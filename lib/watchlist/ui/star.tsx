import { useMemoTranslations } from '@/lib/i18n/memo-translations';
import styles from './watchlist.module.css';

/**
 * The star that adds an indicator to the reader's watchlist: plain markup
 * (a released row is written once as HTML), hidden until the page's
 * watchlist controls (controls.tsx) take it over, since without scripts
 * there is nowhere to keep the list.
 */
export function WatchStar({ indicatorId, title }: { indicatorId: string; title: string }) {
  const t = useMemoTranslations('Watchlist');
  return (
    // The glyph is the stylesheet's (☆, ★ when pressed): a script may press the star before React hydrates its row.
    <button type="button" className={styles.star} data-watch={indicatorId} aria-pressed="false" aria-label={t('star', { title })} title={t('star', { title })} hidden />
  );
}
