import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { CandleInterval } from '@/lib/upstream/types';
import { INTERVALS } from '../params';
import styles from './market.module.css';

/** The eight K-line lengths (upstream-api.md D) as links: the interval lives in the URL. */
export async function IntervalTabs({
  locale,
  path,
  current,
  tzParam,
}: {
  locale: string;
  path: string;
  current: CandleInterval;
  tzParam: string | null;
}) {
  const t = await getTranslations({ locale, namespace: 'Chart' });
  return (
    <nav className={styles.intervals} aria-label={t('intervals')}>
      <ul>
        {INTERVALS.map((interval) => (
          <li key={interval}>
            <Link
              href={{ pathname: path, query: { interval, ...(tzParam ? { tz: tzParam } : {}) } }}
              aria-current={interval === current ? 'page' : undefined}
              scroll={false}
              data-interval={interval}
            >
              {t(interval)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
