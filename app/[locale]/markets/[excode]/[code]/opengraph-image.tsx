import { isLocale, routing } from '@/lib/i18n/routing';
import { renderPreview } from '@/lib/share/og/card';
import { cachedPreview } from '@/lib/share/og/preview-cache';
import { symbolCard } from '@/lib/share/og/symbol';
import { PREVIEW_SIZE } from '@/lib/share/og/size';

// The preview image of shared links to this page (lib/share/og), kept by URL (lib/share/og/preview-store.ts).
export const alt = "A symbol's latest quote · Macrodesk";
export const size = PREVIEW_SIZE;
export const contentType = 'image/png';

export default async function Image({ params }: { params: Promise<{ locale: string; excode: string; code: string }> }) {
  const { locale: requested, excode, code } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  return cachedPreview(async () => renderPreview(await symbolCard(locale, excode, code)));
}
