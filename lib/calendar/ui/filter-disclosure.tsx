'use client';

import type { ReactNode } from 'react';
import { FILTERS_COOKIE } from '../filter-cookie';
import styles from './calendar.module.css';

/**
 * The calendar filters behind a summary line, so the rows start near the top
 * of the screen. Opening or closing is remembered for a year; the server
 * renders the remembered state, so nothing jumps after loading.
 */
export function FilterDisclosure({ open, summary, children }: { open: boolean; summary: ReactNode; children: ReactNode }) {
  return (
    <details
      className={styles.disclosure}
      open={open}
      data-testid="filters"
      onToggle={(e) => {
        document.cookie = `${FILTERS_COOKIE}=${e.currentTarget.open ? 'open' : 'closed'}; path=/; max-age=31536000; samesite=lax`;
      }}
    >
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
