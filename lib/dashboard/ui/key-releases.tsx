import { useMemoTranslations } from '@/lib/i18n/memo-translations';
import { getTranslations } from 'next-intl/server';
import { staticMarkup } from '@/lib/ui/static-markup';
import { AppLink } from '@/lib/i18n/app-link';
import { formatInstant } from '@/lib/time/format';
import { ErrorBlock } from '@/lib/ui/error-block';
import { StaleNote } from '@/lib/ui/stale-note';
import { ScrollRegion } from '@/lib/ui/scroll-region';
import type { Release } from '@/lib/upstream/types';
import type { Locale } from '@/lib/i18n/routing';
import { displayValue } from '@/lib/localize/units';
import { OriginalText } from '@/lib/localize/ui/original-text';
import { isOriginal } from '@/lib/localize/marks';
import { todaysKeyReleases } from '../releases';
import { readerHref, readerUrl } from '@/lib/reader/link';
import type { DashboardView } from '../view';

type Props = { view: DashboardView };

/** A value with its unit for this reader: "4.3%", "130K persons" (en, 万 scaled), "13.0萬人". */
const valueOf = (value: string | null, unit: string, locale: Locale) => displayValue(value, unit, locale);

/** Today's importance-3 releases of the reader's day, with previous / forecast / actual. */
export async function KeyReleases({ view }: Props) {
  const { locale, tz } = view;
  const t = await getTranslations('Dashboard');
  const result = await todaysKeyReleases(locale, view.today, tz);
  if (!result.ok) return <ErrorBlock error={result.error} retryHref={readerUrl(locale, '/', {}, view)} />;
  return (
    <>
      {result.stale ? <StaleNote fetchedAt={result.fetchedAt} tz={tz} locale={locale} /> : null}
      {result.data.length === 0 ? (
        <p className="muted">{t('releasesEmpty')}</p>
      ) : (
        <ScrollRegion label={t('releasesTitle')}>
          <table className="releases">
            <thead>
              <tr>
                <th scope="col">{t('time')}</th>
                <th scope="col" className="hide-narrow">{t('country')}</th>
                <th scope="col">{t('indicator')}</th>
                <th scope="col" className="num hide-narrow">{t('previous')}</th>
                <th scope="col" className="num">{t('forecast')}</th>
                <th scope="col" className="num">{t('actual')}</th>
              </tr>
            </thead>
            <KeyReleaseRows releases={result.data} view={view} />
          </table>
        </ScrollRegion>
      )}
    </>
  );
}

/** The rows, written once as HTML: nothing in them changes in the browser (lib/ui/static-markup.ts). */
function KeyReleaseRows({ releases, view }: { releases: Release[]; view: DashboardView }) {
  const { locale, tz } = view;
  const t = useMemoTranslations('Dashboard');
  const common = useMemoTranslations('Common');
  const dash = common('noValue');
  const row = (r: Release) => (
    <tr key={`${r.id}@${r.publishedAt}`} data-release-id={r.id}>
      <td className="num">
        <time dateTime={r.publishedAt} data-testid="release-time">
          {formatInstant(r.publishedAt, locale, tz, 'time')}
        </time>
      </td>
      <td className="hide-narrow">
        <OriginalText text={r.country} original={isOriginal(r, 'country')} />
      </td>
      <td className="release-title">
        <span className="show-narrow muted">
          <OriginalText text={r.country} original={isOriginal(r, 'country')} /> ·{' '}
        </span>
        {/* Legacy fallback rows the join could not name keep their original, marked (lib/localize). */}
        <AppLink href={readerHref(`/indicators/${encodeURIComponent(r.indicatorId)}`, {}, view)}>
          <OriginalText text={r.title} original={isOriginal(r, 'title')} />
        </AppLink>
        {r.period && !r.title.includes(r.period) ? <span className="muted"> ({r.period})</span> : null}
      </td>
      <td className="num hide-narrow">{valueOf(r.previous, r.unit, locale) ?? dash}</td>
      <td className="num">{valueOf(r.forecast, r.unit, locale) ?? dash}</td>
      <td className="num">
        {r.released && r.actual !== null ? <strong>{valueOf(r.actual, r.unit, locale)}</strong> : <span className="muted">{t('pending')}</span>}
      </td>
    </tr>
  );
  return <tbody dangerouslySetInnerHTML={{ __html: staticMarkup(releases.map(row)) }} />;
}
