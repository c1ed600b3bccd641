'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { FILTERS_COOKIE } from '../filter-cookie';
import styles from './calendar.module.css';

const remember = (open: boolean) => {
  document.cookie = `${FILTERS_COOKIE}=${open ? 'open' : 'closed'}; path=/; max-age=31536000; samesite=lax`;
};

/**
 * The calendar filters behind a summary line, so the rows start near the top
 * of the screen. Opening or closing is remembered for a year; the server
 * renders the remembered state, so nothing jumps after loading. A toggle made
 * before the page hydrated (no handler yet) is remembered once it has.
 */
export function FilterDisclosure({ open, summary, children }: { open: boolean; summary: ReactNode; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  // The state the server rendered: compared once, at hydration; later toggles go through onToggle.
  const rendered = useRef(open);
  useEffect(() => {
    const now = details.current?.open;
    if (now !== undefined && now !== rendered.current) remember(now);
  }, []);
  return (
    <details ref={details} className={styles.disclosure} open={open} data-testid="filters" onToggle={(e) => remember(e.currentTarget.open)}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
