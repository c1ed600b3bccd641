import { AppLink } from '@/lib/i18n/app-link';
import styles from './calendar.module.css';

export interface Step {
  href: string;
  /** Visible text ("‹ Previous week"). */
  text: string;
  /** Names the period it opens, for screen readers ("Previous week, 2026-W47"). */
  label: string;
}

/** Previous/next period links around the current one (weeks, months). */
export function StepNav({ label, prev, next, children }: { label: string; prev: Step | null; next: Step | null; children?: React.ReactNode }) {
  return (
    <nav aria-label={label} className={styles.stepNav} data-testid="step-nav">
      {prev ? (
        <AppLink href={prev.href} rel="prev" aria-label={prev.label} data-testid="step-prev">
          {prev.text}
        </AppLink>
      ) : null}
      {children}
      {next ? (
        <AppLink href={next.href} rel="next" aria-label={next.label} data-testid="step-next">
          {next.text}
        </AppLink>
      ) : null}
    </nav>
  );
}
