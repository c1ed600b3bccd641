import { isLocale, routing } from '@/lib/i18n/routing';
import { renderPreview } from '@/lib/share/og/card';
import { cachedPreview } from '@/lib/share/og/preview-cache';
import { articleCard } from '@/lib/share/og/article';
import { PREVIEW_SIZE } from '@/lib/share/og/size';

// The preview image of shared links to this page (lib/share/og), kept by URL (lib/share/og/preview-store.ts).
export const alt = "A financial news article · Macrodesk";
export const size = PREVIEW_SIZE;
export const contentType = 'image/png';

export default async function Image({ params }: { params: Promise<{ locale: string; newsId: string }> }) {
  const { locale: requested, newsId } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  return cachedPreview(async () => renderPreview(await articleCard(locale, newsId)));
}
