import type { CalendarEvent, Release } from '@/lib/upstream/types';

/**
 * Text the reader's language could not be given keeps the upstream's
 * original and says so: the fields listed in `original` are still in the
 * legacy family's language (Simplified Chinese) and are rendered with that
 * `lang` and a quiet "original" label, never silently mixed in.
 */
export const ORIGINAL_LANG = 'zh-CN';

export type TextField = 'title' | 'country' | 'period' | 'unit' | 'area' | 'description' | 'note' | 'assets';

export interface Marked {
  original?: TextField[];
}

export type LocalizedRelease = Release & Marked;
export type LocalizedEvent = CalendarEvent & Marked;

/** Takes any row: rows of the tokened family carry no marks. */
export const isOriginal = (item: object, field: TextField): boolean => (item as Marked).original?.includes(field) ?? false;

/** Han characters (the test of "still Chinese"). */
export const HAN = /\p{Script=Han}/u;
export const hasHan = (text: string | null | undefined): boolean => !!text && HAN.test(text);
