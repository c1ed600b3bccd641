import { Suspense, type ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/lib/calendar/params';
import { readerView, type ReaderView } from '@/lib/reader/view';
import { Skeleton } from '@/lib/ui/skeleton';
import { fullPageHref } from '../links';
import { parseEmbed, type WidgetKind, type WidgetOptions } from '../params';
import { EmbedFrame } from './embed-frame';
import { EmbedNotice } from './embed-notice';

export interface EmbedRouteProps {
  params: Promise<{ locale: string; idxId?: string }>;
  searchParams: Promise<SearchParams>;
}

const embedTranslations = () => getTranslations('Embed');

/** What a widget's body is given once its URL is valid. */
export interface EmbedBodyContext<K extends WidgetKind> {
  widget: Extract<WidgetOptions, { kind: K }>;
  view: ReaderView;
  t: Awaited<ReturnType<typeof embedTranslations>>;
  /** The widget's frame around `body`, streamed in its own Suspense boundary (`rows`: the skeleton's). */
  frame: (title: ReactNode, body: ReactNode, rows?: number) => ReactNode;
  /** The frame with a notice instead of a body (an unknown indicator or symbol). */
  unknown: (message: string) => ReactNode;
}

/**
 * One widget kind's body (calendar-widget.tsx `calendarEmbed`, …). Each route
 * imports its own: a widget page carries no other widget's client code
 * (docs/performance.md, "First-load JavaScript").
 */
export type EmbedBody<K extends WidgetKind> = (context: EmbedBodyContext<K>) => ReactNode | Promise<ReactNode>;

/**
 * One widget page: validates the URL (a bad value gives a notice in the
 * frame, never a blank one), and hands the widget's body its frame, which
 * streams the widget's data inside its own Suspense boundary. The zone and
 * colours come from the URL or the defaults, never from a cookie: a framed
 * page may not get one.
 */
export async function EmbedPage<K extends WidgetKind>({ kind, body, params, searchParams }: EmbedRouteProps & { kind: K; body: EmbedBody<K> }) {
  const view = await readerView({ params, searchParams }, { remembered: false });
  const { locale } = view;
  const { idxId } = await params;
  const t = await embedTranslations();
  const parsed = parseEmbed(kind, view.searchParams, idxId);
  const anyKind: WidgetKind = kind; // the keys' union: one title per kind
  const kindTitle = t(`title.${anyKind}`);
  if (!parsed.ok) {
    return (
      <EmbedFrame kind={kind} title={kindTitle} fullHref={null}>
        <EmbedNotice problems={parsed.problems} />
      </EmbedFrame>
    );
  }
  const { widget } = parsed.value;
  const frame = (title: ReactNode, content: ReactNode, rows = 5) => (
    <EmbedFrame kind={kind} title={title} fullHref={fullPageHref(locale, widget, view)}>
      <Suspense fallback={<Skeleton rows={rows} />}>{content}</Suspense>
    </EmbedFrame>
  );
  const unknown = (message: string) => (
    <EmbedFrame kind={kind} title={kindTitle} fullHref={null}>
      <EmbedNotice message={message} />
    </EmbedFrame>
  );
  // parseEmbed(kind, …) answers options of that kind.
  return body({ widget: widget as Extract<WidgetOptions, { kind: K }>, view, t, frame, unknown });
}
