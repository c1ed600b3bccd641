import { arrowOf, type Direction } from '../format';
import styles from './market.module.css';

/**
 * A change figure with its direction carried three ways: colour, an arrow,
 * and words for screen readers (not colour alone, WCAG 1.4.1).
 */
export function Change({ text, direction, label }: { text: string; direction: Direction; label: string }) {
  return (
    <span className={styles[direction]}>
      <span aria-hidden="true" className={styles.arrow}>
        {arrowOf(direction)}
      </span>
      <span className="visually-hidden">{label} </span>
      {text}
    </span>
  );
}
