import { useMemoTranslations } from '@/lib/i18n/memo-translations';
import { staticMarkup } from '@/lib/ui/static-markup';
import { AppLink } from '@/lib/i18n/app-link';
import { Importance } from '@/lib/ui/importance';
import { formatInstant } from '@/lib/time/format';
import { isOriginal, type LocalizedRelease } from '@/lib/localize/marks';
import { indicatorHref, type ViewContext } from '../links';
import { nestSubIndicators } from '../sub-indicators';
import { ReleaseValues } from './release-values';
import { OriginalText } from '@/lib/localize/ui/original-text';
import { Period } from './release-period';
import { SubIndicators } from './sub-indicators';
import styles from './calendar.module.css';

/** Legacy usaData rows: STATUS and Res map onto the same released/pending and bullish/bearish display. */
export function UsDataTable({ releases, ctx }: { releases: LocalizedRelease[]; ctx: ViewContext }) {
  const t = useMemoTranslations('UsData');
  const c = useMemoTranslations('Calendar');
  return (
    <table className={styles.table} data-testid="us-data">
      <caption className="visually-hidden">{t('title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('col.released')}</th>
          <th scope="col">{c('col.indicator')}</th>
          <th scope="col">{c('col.importance')}</th>
          <th scope="col">{c('col.actual')}</th>
          <th scope="col">{c('col.forecast')}</th>
          <th scope="col">{c('col.previous')}</th>
          <th scope="col">{c('col.unit')}</th>
          <th scope="col">{c('col.impact')}</th>
          <th scope="col">{t('col.status')}</th>
          <th scope="col">{t('col.next')}</th>
        </tr>
      </thead>
      {/* Rows that never change in the browser, written once as HTML (lib/ui/static-markup.ts). */}
      <tbody
        dangerouslySetInnerHTML={{
          __html: staticMarkup(
            <>
              {nestSubIndicators(releases).map(({ row: r, subs }) => (
                <tr key={`${r.id}@${r.publishedAt}`} data-testid="release-row" data-release-id={r.id} data-released={r.released}>
                  <td data-label={t('col.released')} className={styles.time}>
                    <time dateTime={r.publishedAt}>{formatInstant(r.publishedAt, ctx.locale, ctx.tz, 'shortDateTime')}</time>
                  </td>
                  <td data-label={c('col.indicator')} className={styles.title}>
                    <AppLink href={indicatorHref(r.indicatorId, ctx)}>
                      <OriginalText text={r.title} original={isOriginal(r, 'title')} />
                    </AppLink>
                    <Period release={r} />
                    <SubIndicators subs={subs} />
                  </td>
                  <td data-label={c('col.importance')}>
                    <Importance level={r.importance} />
                  </td>
                  <ReleaseValues release={r} />
                  <td data-label={t('col.status')} className={styles.status}>
                    <span className={r.released ? styles.statusReleased : styles.statusPending}>{t(r.released ? 'released' : 'pending')}</span>
                  </td>
                  <td data-label={t('col.next')} className={styles.status}>
                    {r.nextPublishAt ? <time dateTime={r.nextPublishAt}>{formatInstant(r.nextPublishAt, ctx.locale, ctx.tz, 'shortDateTime')}</time> : '—'}
                  </td>
                </tr>
              ))}
            </>,
          ),
        }}
      />
    </table>
  );
}
