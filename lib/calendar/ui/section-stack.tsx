import type { ReactNode } from 'react';
import styles from './calendar.module.css';

/** The cards of a calendar page, spaced evenly. */
export function SectionStack({ children }: { children: ReactNode }) {
  return <div className={styles.sections}>{children}</div>;
}
