import type { PreviewImage } from '@/lib/i18n/metadata';
import { PREVIEW_SIZE } from './size';

/**
 * The generated preview image of a shareable page, for pageMetadata's
 * `image`. A page's own `openGraph.images` takes precedence over the
 * file-based opengraph-image of its folder (Next merges file images only when
 * the page sets none), so pages name theirs explicitly. `query` carries
 * what the image route cannot see in its params (the calendar's day and zone).
 */
export function generatedPreviewImage(
  locale: string,
  path: string,
  alt: string,
  query: Record<string, string | null | undefined> = {},
): PreviewImage {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) q.set(k, v);
  const search = q.toString();
  return { url: `/${locale}${path}/opengraph-image${search ? `?${search}` : ''}`, ...PREVIEW_SIZE, alt };
}
