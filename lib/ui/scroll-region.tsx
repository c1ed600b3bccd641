import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when its content (a wide table) is wider than
 * the screen. A keyboard reader must be able to reach it to scroll it, and a
 * screen reader to say what it is: so it takes focus (tabIndex 0, shown by
 * the site's :focus-visible outline) and is a region named by `label`.
 */
export function ScrollRegion({ label, className = 'table-scroll', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0} data-scroll-region="">
      {children}
    </div>
  );
}
