import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { variantOf } from '@/lib/upstream/variants';
import { loadMonth } from '@/lib/calendar/load';
import { archiveEnabled } from '@/lib/archive/runtime';
import { indicatorDirectory } from '@/lib/archive/read';
import { directoryEntries, type DirectoryEntry, type NamedIndicator } from './directory';

/**
 * Where the directory's indicators came from: the archive (every indicator it
 * has seen, named in all three languages), or, with the archive off or not
 * answering, the cached days (the past and next 30 days, in the page's
 * language only): the page says which.
 */
export type DirectorySource = 'archive' | 'archive-off' | 'archive-unavailable';

export type LoadedDirectory = { ok: true; entries: DirectoryEntry[]; source: DirectorySource } | { ok: false };

export async function loadDirectory(locale: Locale): Promise<LoadedDirectory> {
  if (archiveEnabled()) {
    try {
      return { ok: true, entries: directoryEntries(await indicatorDirectory(), locale), source: 'archive' };
    } catch {
      return fromCachedDays(locale, 'archive-unavailable');
    }
  }
  return fromCachedDays(locale, 'archive-off');
}

async function fromCachedDays(locale: Locale, source: DirectorySource): Promise<LoadedDirectory> {
  const months = await Promise.all([loadMonth(locale, 'past'), loadMonth(locale, 'next')]);
  if (!months.some((m) => m.ok)) return { ok: false };
  const variant = variantOf(locale);
  const rows: NamedIndicator[] = months.flatMap((m) =>
    m.ok ? m.data.map((r) => ({ indicatorId: r.indicatorId, variant, title: r.title, description: r.description, country: r.country, period: r.period })) : [],
  );
  return { ok: true, entries: directoryEntries(rows, locale), source };
}
