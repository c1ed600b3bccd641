import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { WatchControls } from './controls';
import { WatchStar } from './star';
import styles from './watchlist.module.css';

/** The indicator page's star, and "My indicators" as a link to this week's calendar of the watchlist. */
export function IndicatorWatch({ indicatorId, title, locale, calendarHref }: { indicatorId: string; title: string; locale: Locale; calendarHref: string }) {
  return (
    <div className={styles.bar} data-testid="indicator-watch">
      <WatchStar indicatorId={indicatorId} title={title} />
      <ClientMessages namespaces={['Watchlist']}>
        <WatchControls active={[]} to={localePath(locale, calendarHref)} />
      </ClientMessages>
    </div>
  );
}
