import { isLocale, routing } from '@/lib/i18n/routing';
import { renderPreview } from '@/lib/share/og/card';
import { cachedPreview } from '@/lib/share/og/preview-cache';
import { calendarDayCard } from '@/lib/share/og/calendar';
import { PREVIEW_SIZE } from '@/lib/share/og/size';

// The preview image of shared links to this page (lib/share/og), kept by URL (lib/share/og/preview-store.ts).
export const alt = "A day of the economic calendar · Macrodesk";
export const size = PREVIEW_SIZE;
export const contentType = 'image/png';

export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  return cachedPreview(async () => renderPreview(await calendarDayCard(locale)));
}
