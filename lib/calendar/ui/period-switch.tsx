import { AppLink } from '@/lib/i18n/app-link';
import styles from './calendar.module.css';

/** Two or more sibling periods of a view (this/next week, past/next 30 days, event types). */
export function PeriodSwitch({ label, options }: { label: string; options: { label: string; href: string; current: boolean }[] }) {
  return (
    <nav className={styles.switch} aria-label={label}>
      {options.map((o) => (
        <AppLink key={o.href} href={o.href} aria-current={o.current ? 'page' : undefined}>
          {o.label}
        </AppLink>
      ))}
    </nav>
  );
}
