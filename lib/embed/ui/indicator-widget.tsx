import { getTranslations } from 'next-intl/server';
import { loadIndicatorReleases } from '@/lib/calendar/load-indicator';
import { outcomeOf } from '@/lib/release/outcome';
import { SectionError } from '@/lib/calendar/ui/section-error';
import { formatInstant } from '@/lib/time/format';
import { Importance } from '@/lib/ui/importance';
import { StaleNote } from '@/lib/ui/stale-note';
import { ScrollRegion } from '@/lib/ui/scroll-region';
import type { Indicator, Release } from '@/lib/upstream/types';
import type { Locale } from '@/lib/i18n/routing';
import { unitDisplay } from '@/lib/localize/units';
import { withUnit } from '../values';
import styles from './embed.module.css';
import { loadIndicator } from '@/lib/calendar/load-indicator';
import { ErrorBlock } from '@/lib/ui/error-block';
import type { EmbedBody } from './embed-page';

const ICON = { above: '▲', below: '▼', inline: '=' } as const;

/** An actual value coloured as a beat or a miss for the page's convention, with an arrow and words (never colour alone). */
function Actual({ release: r, locale, label }: { release: Release; locale: Locale; label: (direction: 'above' | 'below' | 'inline') => string }) {
  const outcome = outcomeOf(r);
  return (
    <strong className={outcome ? styles[outcome.tone] : undefined} data-testid="actual" data-tone={outcome?.tone ?? 'none'}>
      {outcome ? <span aria-hidden="true">{ICON[outcome.direction]} </span> : null}
      {withUnit(r.actual, r.unit, locale)}
      {outcome ? <span className="visually-hidden"> ({label(outcome.direction)})</span> : null}
    </strong>
  );
}

/** One indicator: country, importance, unit, then its latest releases (newest first). */
export async function IndicatorWidget({ locale, tz, indicator, limit }: { locale: Locale; tz: string; indicator: Indicator; limit: number }) {
  const t = await getTranslations('Embed');
  const tc = await getTranslations('Calendar');
  const section = await loadIndicatorReleases(locale, indicator.id);
  const dash = '—';
  // The rows scale 万/亿 for English readers, so the header names the unit they are written in.
  const unit = unitDisplay(indicator.unit, locale).unit;
  return (
    <>
      <p className={styles.head}>
        <span>{indicator.country}</span>
        {indicator.importance ? <Importance level={indicator.importance} /> : null}
        {unit ? <span>{t('unit', { unit })}</span> : null}
      </p>
      {!section.ok ? (
        <SectionError error={section.error} />
      ) : section.data.length === 0 ? (
        <p className={styles.empty} data-testid="empty">
          {t('indicatorEmpty')}
        </p>
      ) : (
        <>
          {section.stale ? <StaleNote fetchedAt={section.fetchedAt} tz={tz} locale={locale} /> : null}
          <ScrollRegion label={t('indicatorCaption', { name: indicator.name })}>
            <table className={styles.table} data-testid="embed-indicator-releases">
              <caption className="visually-hidden">{t('indicatorCaption', { name: indicator.name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('time')}</th>
                  <th scope="col" className="num">{t('actual')}</th>
                  <th scope="col" className="num">{t('forecast')}</th>
                  <th scope="col" className="num">{t('previous')}</th>
                </tr>
              </thead>
              <tbody>
                {section.data.slice(0, limit).map((r) => (
                  <tr key={`${r.id}@${r.publishedAt}`} data-release-id={r.id}>
                    <td>
                      <time dateTime={r.publishedAt}>{formatInstant(r.publishedAt, locale, tz, 'shortDateTime')}</time>
                    </td>
                    <td className="num">{r.actual === null ? <span className={styles.pending}>{t('pending')}</span> : <Actual release={r} locale={locale} label={(d) => tc(`direction.${d}`)} />}</td>
                    <td className="num">{withUnit(r.forecast, r.unit, locale) ?? dash}</td>
                    <td className="num">{withUnit(r.revised ?? r.previous, r.unit, locale) ?? dash}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
    </>
  );
}

/** The indicator widget's route body (app/[locale]/embed/indicator/[idxId]). */
export const indicatorEmbed: EmbedBody<'indicator'> = async ({ widget, view, t, frame, unknown }) => {
  const info = await loadIndicator(view.locale, widget.idxId);
  if (!info) return unknown(t('unknownIndicator', { id: widget.idxId }));
  if (!info.ok) return frame(t('title.indicator'), <ErrorBlock error={info.error} />);
  const title = t('indicatorTitle', { name: info.data.name, country: info.data.country });
  return frame(title, <IndicatorWidget locale={view.locale} tz={view.tz} indicator={info.data} limit={widget.limit} />, widget.limit);
};
