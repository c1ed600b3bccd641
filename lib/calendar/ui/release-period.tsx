import { isOriginal, type LocalizedRelease } from '@/lib/localize/marks';
import { OriginalText } from '@/lib/localize/ui/original-text';
import styles from './calendar.module.css';

/** A release's period after its title, unless the title already carries it (tokened titles often do). */
export function Period({ release: r }: { release: LocalizedRelease }) {
  if (!r.period || r.title.includes(r.period)) return null;
  return (
    <span className={styles.period}>
      {' '}
      <OriginalText text={r.period} original={isOriginal(r, 'period')} />
    </span>
  );
}
