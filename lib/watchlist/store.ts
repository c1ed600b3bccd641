/**
 * The reader's watchlist (docs/design.md, "Calendar filters": `watch=`): the
 * indicator ids they starred, kept in this browser only (no account). The
 * server never sees the list itself, only a `watch=` link made from it, so a
 * watchlist view can be shared like any other.
 */
export const WATCH_KEY = 'macrodesk.watchlist';
/** At most this many ids (the server refuses a longer `watch=`). */
export const MAX_WATCHED = 100;

const isId = (value: unknown): value is string => typeof value === 'string' && /^\d{1,20}$/.test(value);

/** The starred ids, oldest first; an unreadable or foreign value reads as an empty list. */
export function readWatchlist(storage: Pick<Storage, 'getItem'> | null = browserStorage()): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(WATCH_KEY) ?? '[]');
    return Array.isArray(parsed) ? [...new Set(parsed.filter(isId))].slice(0, MAX_WATCHED) : [];
  } catch {
    return [];
  }
}

/**
 * Stars or unstars an indicator; answers the new list. A full list refuses a
 * new star (answers `full`). Storage that refuses to write (private mode,
 * quota) leaves the list as it was.
 */
export function toggleWatched(id: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null = browserStorage()): { list: string[]; full: boolean } {
  const list = readWatchlist(storage);
  if (!isId(id)) return { list, full: false };
  const watched = list.includes(id);
  if (!watched && list.length >= MAX_WATCHED) return { list, full: true };
  const next = watched ? list.filter((x) => x !== id) : [...list, id];
  try {
    storage?.setItem(WATCH_KEY, JSON.stringify(next));
    return { list: next, full: false };
  } catch {
    return { list, full: false };
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
