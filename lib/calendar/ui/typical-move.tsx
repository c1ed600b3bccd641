import { useKeptTranslations } from '@/lib/i18n/kept-translations';
import { numberFormat } from '@/lib/i18n/intl-cache';
import { knownSymbolName } from '@/lib/localize/symbols';
import type { Locale } from '@/lib/i18n/routing';
import type { RowTypicalMove } from '../typical-moves';
import styles from './calendar.module.css';

const PERCENT: Intl.NumberFormatOptions = { maximumFractionDigits: 2, minimumFractionDigits: 2 };

/**
 * Under a pending release's title: how its first linked symbol typically
 * moved in the 15 minutes after the indicator's past releases (docs/design.md,
 * "Typical moves"), with how many releases that is based on.
 */
export function TypicalMoveNote({ row, locale }: { row: RowTypicalMove; locale: Locale }) {
  const t = useKeptTranslations('Calendar');
  const { symbol, typical } = row;
  const format = numberFormat(locale, PERCENT);
  const percent = (value: number) => format.format(value);
  const name = knownSymbolName(locale, symbol.exchange, symbol.code) ?? symbol.code;
  const values = { symbol: name, move: percent(typical.move.median!), count: typical.move.count };
  return (
    <small className={styles.typical} data-testid="typical-move" data-symbol={symbol.key} data-move={typical.move.median!.toFixed(4)} data-count={typical.move.count}>
      {typical.range.median != null ? t('typical.moveRange', { ...values, range: percent(typical.range.median) }) : t('typical.move', values)}
    </small>
  );
}
