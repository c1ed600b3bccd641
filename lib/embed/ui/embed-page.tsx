import { Suspense, type ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/lib/calendar/params';
import { loadIndicator } from '@/lib/calendar/load-indicator';
import { refOfKey } from '@/lib/market/keys';
import { findSymbol, isOfferedExchange } from '@/lib/market/symbols';
import { symbolName } from '@/lib/localize/symbols';
import { SymbolNameIn } from '@/lib/localize/ui/symbol-name';
import { readerView } from '@/lib/reader/view';
import { legacyEnabled } from '@/lib/upstream';
import { ErrorBlock } from '@/lib/ui/error-block';
import { Skeleton } from '@/lib/ui/skeleton';
import { fullPageHref } from '../links';
import { parseEmbed, type WidgetKind } from '../params';
import { CalendarWidget } from './calendar-widget';
import { ChartWidget } from './chart-widget';
import { EmbedFrame } from './embed-frame';
import { EmbedNotice } from './embed-notice';
import { EventsWidget } from './events-widget';
import { IndicatorWidget } from './indicator-widget';
import { NewsWidget } from './news-widget';
import { QuotesWidget } from './quotes-widget';

export interface EmbedRouteProps {
  params: Promise<{ locale: string; idxId?: string }>;
  searchParams: Promise<SearchParams>;
}

/**
 * One widget page: validates the URL (a bad value gives a notice in the
 * frame, never a blank one), looks up what the title needs, and streams the
 * widget's data inside its own Suspense boundary. The zone and colours come
 * from the URL or the defaults, never from a cookie: a framed page may not get one.
 */
export async function EmbedPage({ kind, params, searchParams }: EmbedRouteProps & { kind: WidgetKind }) {
  const view = await readerView({ params, searchParams }, { remembered: false });
  const { locale, tz } = view;
  const { idxId } = await params;
  const t = await getTranslations('Embed');
  const parsed = parseEmbed(kind, view.searchParams, idxId);
  if (!parsed.ok) {
    return (
      <EmbedFrame kind={kind} title={t(`title.${kind}`)} fullHref={null}>
        <EmbedNotice problems={parsed.problems} />
      </EmbedFrame>
    );
  }
  const { widget } = parsed;
  const frame = (title: ReactNode, body: ReactNode, rows = 5) => (
    <EmbedFrame kind={kind} title={title} fullHref={fullPageHref(locale, widget, view)}>
      <Suspense fallback={<Skeleton rows={rows} />}>{body}</Suspense>
    </EmbedFrame>
  );
  const unknown = (message: string) => (
    <EmbedFrame kind={kind} title={t(`title.${kind}`)} fullHref={null}>
      <EmbedNotice message={message} />
    </EmbedFrame>
  );
  switch (widget.kind) {
    case 'calendar':
      return frame(t(`title.calendar-${widget.view}`), <CalendarWidget locale={locale} tz={tz} reader={view} options={widget} />, widget.limit);
    case 'events':
      // Treasury issuance exists only in the legacy family (docs/upstream.md section A).
      if (widget.type === 'treasury' && !legacyEnabled()) return unknown(t('treasuryUnavailable'));
      return frame(t(`title.events-${widget.type}`), <EventsWidget locale={locale} tz={tz} options={widget} />);
    case 'indicator': {
      const info = await loadIndicator(locale, widget.idxId);
      if (!info) return unknown(t('unknownIndicator', { id: widget.idxId }));
      if (!info.ok) return frame(t('title.indicator'), <ErrorBlock error={info.error} />);
      const title = t('indicatorTitle', { name: info.data.name, country: info.data.country });
      return frame(title, <IndicatorWidget locale={locale} tz={tz} indicator={info.data} limit={widget.limit} />, widget.limit);
    }
    case 'quotes':
      return frame(t('title.quotes'), <QuotesWidget keys={widget.codes} reader={view} />, widget.codes.length);
    case 'chart': {
      const { exchange, code } = refOfKey(widget.code);
      let symbol;
      try {
        symbol = isOfferedExchange(exchange) ? await findSymbol(exchange, code) : null;
      } catch (error) {
        return frame(t('title.chart'), <ErrorBlock error={error} />);
      }
      if (!symbol) return unknown(t('unknownSymbol', { code: widget.code }));
      const body = <ChartWidget excode={exchange} code={code} interval={widget.interval} decimals={symbol.decimals} tz={tz} reader={view} />;
      const name = symbolName(locale, exchange, code, symbol.name);
      return frame(<SymbolNameIn name={name} format={(text) => t('chartTitle', { name: text, code })} />, body, 8);
    }
    case 'news':
      return frame(t('title.news'), <NewsWidget locale={locale} tz={tz} reader={view} limit={widget.limit} />, widget.limit);
  }
}
