import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { quoteFigures } from '@/lib/market/format';
import { exchangeName } from '@/lib/market/names';
import { loadQuotes } from '@/lib/market/quotes';
import { findSymbol, isOfferedExchange } from '@/lib/market/symbols';
import { zSymbol } from '@/lib/upstream/params';
import { symbolNameText } from '@/lib/localize/symbols';
import { defaultColors } from '@/lib/reader/colors';
import type { PreviewCard } from './card';

/** A symbol's card: name and code on its exchange, last price, change and change % at render time. */
export async function symbolCard(locale: Locale, excode: string, code: string): Promise<PreviewCard> {
  const [t, tx, tm] = await Promise.all([
    getTranslations({ locale, namespace: 'Share' }),
    getTranslations({ locale, namespace: 'Exchanges' }),
    getTranslations({ locale, namespace: 'Markets' }),
  ]);
  const base = { tagline: t('tagline'), facts: [] };
  if (!isOfferedExchange(excode) || !zSymbol.safeParse(code).success) return { ...base, kicker: tm('title'), title: t('unavailable') };
  const kicker = exchangeName(tx, excode);
  try {
    const symbol = await findSymbol(excode, code);
    if (!symbol) return { ...base, kicker, title: t('unavailable') };
    const batch = await loadQuotes([`${excode}|${code}`]);
    const quote = batch.quotes[0] ?? symbol;
    const f = quoteFigures(quote, locale);
    const tone = f.direction === 'up' ? 'up' : f.direction === 'down' ? 'down' : 'none';
    return {
      ...base,
      kicker,
      colors: defaultColors(locale),
      title: `${symbolNameText(locale, excode, code, quote.name)} (${code})`,
      facts: [
        { label: t('symbolLast'), value: f.last },
        { label: t('symbolChange'), value: f.change, tone },
        { label: t('symbolPercent'), value: f.percent, tone },
      ],
    };
  } catch {
    return { ...base, kicker, title: code, subtitle: t('unavailable') };
  }
}
