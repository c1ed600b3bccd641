import { useMemoTranslations } from '@/lib/i18n/memo-translations';
import { staticMarkup } from '@/lib/ui/static-markup';
import { outcomeOf } from '@/lib/release/outcome';
import { countryCode } from '@/lib/release/countries';
import { CountryName } from '@/lib/calendar/ui/country-name';
import { formatInstant } from '@/lib/time/format';
import { Importance } from '@/lib/ui/importance';
import { isOriginal, type LocalizedRelease } from '@/lib/localize/marks';
import { OriginalText } from '@/lib/localize/ui/original-text';
import { withUnit } from '../values';
import styles from './embed.module.css';

const ICON = { above: '▲', below: '▼', inline: '=' } as const;

/**
 * Releases as a compact list that reads at 300 px: time, country and
 * importance, the indicator (opening its page in a new tab), then actual,
 * forecast and previous. Beat/miss is told by arrow and words, not colour alone.
 */
export function ReleaseList({
  releases,
  locale,
  tz,
  withDate,
  indicatorHref,
}: {
  releases: LocalizedRelease[];
  locale: string;
  tz: string;
  withDate: boolean;
  indicatorHref: (id: string) => string;
}) {
  const t = useMemoTranslations('Embed');
  const tc = useMemoTranslations('Calendar');
  const dash = '—';
  return (
    // Items that never change in the browser (the widget reloads when one is due), written once as HTML (lib/ui/static-markup.ts).
    <ol
      className={`${styles.list} ${withDate ? styles.wide : ''}`}
      data-testid="embed-releases"
      dangerouslySetInnerHTML={{
        __html: staticMarkup(
          releases.map((r) => {
            const outcome = r.actual !== null ? outcomeOf(r) : null;
            return (
              <li key={`${r.id}@${r.publishedAt}`} data-release-id={r.id} data-country={countryCode(r.country)} data-importance={r.importance ?? 'unknown'}>
                <time className={styles.time} dateTime={r.publishedAt}>
                  {formatInstant(r.publishedAt, locale, tz, withDate ? 'shortDateTime' : 'time')}
                </time>
                <div className={styles.item}>
                  <p className={styles.head}>
                    <CountryName name={r.country} original={isOriginal(r, 'country')} />
                    <Importance level={r.importance} />
                  </p>
                  <a href={indicatorHref(r.indicatorId)} target="_blank" rel="noopener">
                    <OriginalText text={r.title} original={isOriginal(r, 'title')} />
                  </a>
                  <dl className={styles.values}>
                    <div>
                      <dt>{t('actual')}</dt>
                      <dd data-testid="actual">
                        {r.actual === null ? (
                          <span className={styles.pending}>{tc('pending')}</span>
                        ) : (
                          <span className={outcome ? styles[outcome.tone] : styles.neutral}>
                            {outcome ? <span aria-hidden="true">{ICON[outcome.direction]} </span> : null}
                            {withUnit(r.actual, r.unit, locale)}
                            {outcome ? <span className="visually-hidden"> ({tc(`direction.${outcome.direction}`)})</span> : null}
                          </span>
                        )}
                      </dd>
                    </div>
                    <div>
                      <dt>{t('forecast')}</dt>
                      <dd>{withUnit(r.forecast, r.unit, locale) ?? dash}</dd>
                    </div>
                    <div>
                      <dt>{t('previous')}</dt>
                      <dd>{withUnit(r.revised ?? r.previous, r.unit, locale) ?? dash}</dd>
                    </div>
                  </dl>
                </div>
              </li>
            );
          }),
        ),
      }}
    />
  );
}
