import { useLocale } from 'next-intl';
import { useMemoTranslations } from '@/lib/i18n/memo-translations';
import { useKeptTranslations } from '@/lib/i18n/kept-translations';
import { isOriginal, ORIGINAL_LANG, type LocalizedRelease } from '@/lib/localize/marks';
import { outcomeOf } from '@/lib/release/outcome';
import { isIdentityRate, rateMessage, unitDisplay } from '@/lib/localize/units';
import { OriginalLabel, OriginalText } from '@/lib/localize/ui/original-text';
import { ValueText } from '@/lib/localize/ui/value-text';
import { formatZ, type SurpriseScore } from '@/lib/release/surprise';
import styles from './calendar.module.css';

const NO_VALUE = '—';
const ICON = { above: '▲', below: '▼', inline: '=' } as const;

/**
 * The value cells of one release row: actual (coloured better/worse, always
 * with an arrow and words, never colour alone), forecast, previous (with
 * "revised from"), unit, and the market-impact outcome or, before release, the
 * rule. Shared by the static rows and the live (polling) rows.
 */
export function ReleaseValues({ release: r, flash = false, surprise = null }: { release: LocalizedRelease; flash?: boolean; surprise?: SurpriseScore | null }) {
  const t = useMemoTranslations('Calendar');
  // English readers get 万/亿 scaled into K/M/B/T, Chinese readers the upstream's value (lib/localize/units.ts).
  const u = unitDisplay(r.unit, useLocale(), r.unitRate);
  const outcome = r.actual !== null ? outcomeOf(r) : null;
  const previousShown = u.value(r.revised ?? r.previous);
  return (
    <>
      <td data-label={t('col.actual')} className={styles.value} aria-live="polite">
        {r.actual === null ? (
          <span className={styles.pending}>{t('pending')}</span>
        ) : (
          <span
            className={[styles.actual, outcome ? styles[outcome.tone] : '', flash ? styles.flash : ''].join(' ')}
            data-tone={outcome?.tone ?? 'none'}
            data-flash={flash || undefined}
            data-testid="actual"
          >
            {outcome ? <span aria-hidden="true">{ICON[outcome.direction]} </span> : null}
            <ValueText value={u.value(r.actual) ?? ''} />
            {outcome ? (
              <span className="visually-hidden">
                {' '}
                ({t(`direction.${outcome.direction}`)}
                {outcome.tone !== 'neutral' ? `, ${t(`tone.${outcome.tone}`)}` : ''})
              </span>
            ) : null}
          </span>
        )}
        {surprise?.z != null ? <SurpriseFigure z={surprise.z} n={surprise.n} tone={outcome?.tone ?? 'neutral'} /> : null}
      </td>
      <td data-label={t('col.forecast')} className={styles.value}>
        {r.forecast === null ? NO_VALUE : <ValueText value={u.value(r.forecast) ?? ''} />}
      </td>
      <td data-label={t('col.previous')} className={styles.value}>
        {previousShown === null ? NO_VALUE : <ValueText value={previousShown} />}
        {r.revised !== null && r.previous !== null ? <small className={styles.revised}>{t('revisedFrom', { value: u.value(r.previous) ?? '' })}</small> : null}
      </td>
      <td data-label={t('col.unit')} className={styles.unit}>
        {u.unit ? <OriginalText text={u.unit} original={isOriginal(r, 'unit')} /> : NO_VALUE}
        <UnitRate release={r} scaled={u.scaled} />
      </td>
      <td data-label={t('col.impact')} className={styles.impact}>
        <Impact release={r} />
      </td>
    </>
  );
}

/**
 * The surprise score beside the actual (docs/design.md, "Surprise scores"): a
 * small signed figure in standard deviations, coloured like the actual (the
 * indicator's direction decides better or worse), said in words to screen
 * readers and on hover.
 */
function SurpriseFigure({ z, n, tone }: { z: number; n: number; tone: 'better' | 'worse' | 'neutral' }) {
  const t = useKeptTranslations('Calendar');
  const value = formatZ(z);
  const label = t('surprise.label', { value, count: n });
  return (
    <small className={`${styles.z} ${styles[tone]}`} data-testid="surprise-z" data-z={z.toFixed(2)} data-n={n} title={label}>
      <span aria-hidden="true">{t('surprise.short', { value })}</span>
      <span className="visually-hidden">{label}</span>
    </small>
  );
}

/**
 * UNIT_RATE in words, where the record carries one that changes anything
 * (never "*1"); on rows rescaled for the reader, that the source's figures
 * were converted to full value.
 */
function UnitRate({ release: r, scaled }: { release: LocalizedRelease; scaled: boolean }) {
  const t = useMemoTranslations('Localize');
  if (!r.unitRate || isIdentityRate(r.unitRate)) return null;
  const words = t(rateMessage(r.unitRate, scaled), { factor: r.unitRate.factor });
  return (
    <small className={styles.note} data-testid="unit-rate">
      {words}
    </small>
  );
}

function Impact({ release: r }: { release: LocalizedRelease }) {
  const t = useMemoTranslations('Calendar');
  const outcome = r.actual !== null ? outcomeOf(r) : null;
  const { bullishIfAbove, bearishIfAbove, note } = r.impact;
  const parts: string[] = [];
  if (outcome) {
    if (outcome.direction === 'inline') parts.push(t('inlineShort'));
    if (outcome.bullish.length) parts.push(t('bullish', { assets: outcome.bullish.join(', ') }));
    if (outcome.bearish.length) parts.push(t('bearish', { assets: outcome.bearish.join(', ') }));
  }
  const rule = [
    bullishIfAbove.length ? t('bullish', { assets: bullishIfAbove.join(', ') }) : null,
    bearishIfAbove.length ? t('bearish', { assets: bearishIfAbove.join(', ') }) : null,
  ].filter(Boolean);
  // Assets the table cannot name in the reader's language keep the upstream's words, marked as such.
  const lang = isOriginal(r, 'assets') ? ORIGINAL_LANG : undefined;
  return (
    <>
      {outcome && parts.length ? (
        <span data-testid="outcome" lang={lang}>
          {parts.join(' · ')}
        </span>
      ) : r.actual === null && rule.length ? (
        <span className={styles.rule} data-testid="rule" lang={lang}>
          {t('ruleAbove')} {rule.join(' · ')}
        </span>
      ) : (
        NO_VALUE
      )}
      {lang ? (
        <>
          {' '}
          <OriginalLabel />
        </>
      ) : null}
      {note ? (
        <small className={styles.note}>
          <OriginalText text={note} original={isOriginal(r, 'note')} />
        </small>
      ) : null}
    </>
  );
}
