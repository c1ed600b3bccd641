import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { loadReaderDay } from '@/lib/calendar/load';
import { type SearchParams } from '@/lib/calendar/params';
import { first } from '@/lib/reader/query';
import { publicOrigin } from '@/lib/security/public-origin';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { todayIn } from '@/lib/time/zones';
import { usDataOffered } from '@/lib/calendar/us-data';
import { PageHeader } from '@/lib/share/ui/page-header';
import { defaultState, stateOf } from '../builder-state';
import { parseEmbed, WIDGETS, type WidgetKind } from '../params';
import { EmbedBuilder } from './builder';
import type { IndicatorChoice } from './builder-form';
import { ClientMessages } from '@/lib/i18n/client-messages';

const MAX_CHOICES = 40;

/** Today's indicators, offered in the indicator widget's picker (none when the calendar fails). */
async function indicatorChoices(locale: Locale): Promise<IndicatorChoice[]> {
  const tz = getConfig().defaultTimeZone;
  const day = await loadReaderDay(locale, todayIn(tz), tz);
  if (!day.ok) return [];
  const seen = new Map<string, string>();
  for (const r of day.data) if (!seen.has(r.indicatorId)) seen.set(r.indicatorId, `${r.country} · ${r.title}`);
  return [...seen].slice(0, MAX_CHOICES).map(([id, name]) => ({ id, name }));
}

/**
 * The builder page: its own query (`widget`, `lang`, `idxId` and the widget's
 * parameters) sets the form, so a builder link opens as it was shared.
 */
export async function BuilderPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const t = await getTranslations('EmbedBuilder');
  const widgetParam = first(searchParams, 'widget');
  const kind = (WIDGETS as readonly string[]).includes(widgetParam ?? '') ? (widgetParam as WidgetKind) : 'calendar';
  const langParam = first(searchParams, 'lang');
  const lang = langParam && isLocale(langParam) ? langParam : locale;
  const indicators = await indicatorChoices(locale);
  const origin = publicOrigin();
  const base = defaultState(lang, indicators[0]?.id ?? '');
  const parsed = widgetParam ? parseEmbed(kind, searchParams, first(searchParams, 'idxId')) : null;
  const initial = parsed?.ok ? stateOf(base, parsed.value.common, parsed.value.widget) : { ...base, kind };
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} share={false} />
      <ClientMessages namespaces={['EmbedBuilder', 'Categories', 'LocaleSwitcher', 'Chart', 'Share', 'Colors']}>
        <EmbedBuilder initial={initial} origin={origin.origin} indicators={indicators} treasury={usDataOffered()} />
      </ClientMessages>
    </>
  );
}
