import { useTranslations } from 'next-intl';
import type { Release } from '@/lib/upstream/types';
import { outcomeOf } from '../outcome';
import styles from './calendar.module.css';

const NO_VALUE = '—';
const ICON = { above: '▲', below: '▼', inline: '=' } as const;

/**
 * The value cells of one release row: actual (coloured better/worse, always
 * with an arrow and words, never colour alone), forecast, previous (with
 * "revised from"), unit, and the market-impact outcome or, before release, the
 * rule. Shared by the static rows and the live (polling) rows.
 */
export function ReleaseValues({ release: r, flash = false }: { release: Release; flash?: boolean }) {
  const t = useTranslations('Calendar');
  const outcome = r.actual !== null ? outcomeOf(r) : null;
  const previousShown = r.revised ?? r.previous;
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
            {r.actual}
            {outcome ? (
              <span className="visually-hidden">
                {' '}
                ({t(`direction.${outcome.direction}`)}
                {outcome.tone !== 'neutral' ? `, ${t(`tone.${outcome.tone}`)}` : ''})
              </span>
            ) : null}
          </span>
        )}
      </td>
      <td data-label={t('col.forecast')} className={styles.value}>
        {r.forecast ?? NO_VALUE}
      </td>
      <td data-label={t('col.previous')} className={styles.value}>
        {previousShown ?? NO_VALUE}
        {r.revised !== null && r.previous !== null ? <small className={styles.revised}>{t('revisedFrom', { value: r.previous })}</small> : null}
      </td>
      <td data-label={t('col.unit')} className={styles.unit}>
        {r.unit || NO_VALUE}
      </td>
      <td data-label={t('col.impact')} className={styles.impact}>
        <Impact release={r} />
      </td>
    </>
  );
}

function Impact({ release: r }: { release: Release }) {
  const t = useTranslations('Calendar');
  const outcome = r.actual !== null ? outcomeOf(r) : null;
  const { bullishIfAbove, bearishIfAbove, note } = r.impact;
  const parts: string[] = [];
  if (outcome) {
    if (outcome.direction === 'inline') parts.push(t('direction.inline'));
    if (outcome.bullish.length) parts.push(t('bullish', { assets: outcome.bullish.join(', ') }));
    if (outcome.bearish.length) parts.push(t('bearish', { assets: outcome.bearish.join(', ') }));
  }
  const rule = [
    bullishIfAbove.length ? t('bullish', { assets: bullishIfAbove.join(', ') }) : null,
    bearishIfAbove.length ? t('bearish', { assets: bearishIfAbove.join(', ') }) : null,
  ].filter(Boolean);
  return (
    <>
      {outcome && parts.length ? (
        <span data-testid="outcome">{parts.join(' · ')}</span>
      ) : !outcome && rule.length ? (
        <span className={styles.rule} data-testid="rule">
          {t('ruleAbove')} {rule.join(' · ')}
        </span>
      ) : (
        NO_VALUE
      )}
      {note ? <small className={styles.note}>{note}</small> : null}
    </>
  );
}
