import type { PreviewImage } from '../page-metadata';
import { localePath } from '@/lib/i18n/routing';
import { withQuery } from '@/lib/reader/query';
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
  return { url: localePath(locale, withQuery(`${path}/opengraph-image`, query)), ...PREVIEW_SIZE, alt };
}
