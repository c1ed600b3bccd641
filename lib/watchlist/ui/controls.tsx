'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { readWatchlist, toggleWatched, WATCH_KEY } from '../store';
import styles from './watchlist.module.css';

/**
 * The watchlist's controls, one per page: they take over every star of the
 * page (star.tsx: shown, pressed when watched, toggled on click, stars added
 * later by a soft navigation included) and offer "My indicators", a link to
 * the view with `watch=` (the server renders the list), or, in a watchlist
 * view, the way back to every indicator.
 */
export function WatchControls({ active, to }: { active: string[]; to?: string }) {
  const t = useTranslations('Watchlist');
  const [list, setList] = useState<string[] | null>(null);
  const [full, setFull] = useState(false);

  useEffect(() => {
    const paint = (ids: string[]) => {
      // Attributes only, and only when they change (the glyph is the stylesheet's): no text of a
      // row React has yet to hydrate is touched, and the observer below is not woken for nothing.
      for (const star of document.querySelectorAll<HTMLButtonElement>('button[data-watch]')) {
        if (star.hidden) star.hidden = false;
        const pressed = String(ids.includes(star.dataset.watch ?? ''));
        if (star.getAttribute('aria-pressed') !== pressed) star.setAttribute('aria-pressed', pressed);
      }
    };
    const sync = () => {
      const ids = readWatchlist();
      setList(ids);
      paint(ids);
    };
    const onClick = (event: MouseEvent) => {
      const star = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-watch]') : null;
      if (!star?.dataset.watch) return;
      const next = toggleWatched(star.dataset.watch);
      setFull(next.full);
      setList(next.list);
      paint(next.list);
    };
    const onStorage = (event: StorageEvent) => event.key === WATCH_KEY && sync();
    // Stars that arrive later (a streamed section, a soft navigation) are painted too.
    const observer = new MutationObserver(() => paint(readWatchlist()));
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('click', onClick);
    window.addEventListener('storage', onStorage);
    sync();
    return () => {
      observer.disconnect();
      document.removeEventListener('click', onClick);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  // Nothing to offer before the first star: the stars speak for themselves (their names say "Watch …").
  if (list === null || (!list.length && !active.length && !full)) return null;
  const href = (ids: string[]) => {
    const url = new URL(to ?? window.location.href, window.location.href);
    if (ids.length) url.searchParams.set('watch', ids.join(','));
    else url.searchParams.delete('watch');
    return url.pathname + url.search;
  };
  return (
    <p className={styles.bar} data-testid="watchlist">
      {active.length ? (
        <a href={href([])}>{t('all')}</a>
      ) : list.length ? (
        <a href={href(list)} data-testid="my-indicators">
          {t('mine', { count: list.length })}
        </a>
      ) : null}
      {full ? (
        <span role="status" className={styles.muted}>
          {t('full', { max: 100 })}
        </span>
      ) : null}
    </p>
  );
}
