'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatMarketTime, quoteFigures } from '../format';
import { Change } from './change';
import { useLiveQuotes } from './live-quotes';
import styles from './market.module.css';

/** The live quote of one symbol: last price large, then change and the day's figures. */
export function QuotePanel({ quoteKey, tz }: { quoteKey: string; tz: string }) {
  const t = useTranslations('Quote');
  const locale = useLocale();
  const { quotes, flashes } = useLiveQuotes();
  const q = quotes.get(quoteKey);
  if (!q) return null;
  const f = quoteFigures(q, locale);
  const flash = flashes.get(quoteKey);
  const figures = [
    ['open', f.open],
    ['high', f.high],
    ['low', f.low],
    ['previousClose', f.previousClose],
  ] as const;
  return (
    <div className={styles.quotePanel} data-symbol={quoteKey} data-last={q.last} data-open={q.open ?? ''} data-high={q.high ?? ''} data-low={q.low ?? ''}>
      <div className={styles.quoteHead}>
        <span className="visually-hidden">{t('last')}</span>
        <span className={`${styles.bigLast} ${flash ? styles[`flash-${flash}`] : ''}`} data-field="last">
          {f.last}
        </span>
        <span className={styles.bigChange}>
          <Change text={f.change} direction={f.direction} label={t(f.direction)} />
          <Change text={f.percent} direction={f.direction} label={t(f.direction)} />
        </span>
      </div>
      <dl className={styles.figures}>
        {figures.map(([key, text]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{text}</dd>
          </div>
        ))}
        <div>
          <dt>{t('time')}</dt>
          <dd>
            <time dateTime={q.quotedAt ?? undefined} suppressHydrationWarning>
              {formatMarketTime(q.quotedAt, tz)}
            </time>
          </dd>
        </div>
      </dl>
    </div>
  );
}
