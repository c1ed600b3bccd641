import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/share/page-metadata';
import { isLocale } from '@/lib/i18n/routing';
import type { WidgetKind } from './params';

/**
 * Metadata of a widget page: localized title and description, canonical and
 * hreflang like every page, but kept out of search results (the full pages
 * are the ones to find).
 */
export async function embedMetadata(locale: string, kind: WidgetKind, idxId?: string): Promise<Metadata> {
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Embed' });
  const path = kind === 'indicator' ? `/embed/indicator/${encodeURIComponent(idxId ?? '')}` : `/embed/${kind}`;
  const meta = await pageMetadata({ locale, path, title: t(`title.${kind}`), description: t('description') });
  return { ...meta, robots: { index: false, follow: true } };
}
