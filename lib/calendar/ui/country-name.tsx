import { countryCode, isKnownCode } from '../countries';
import styles from './calendar.module.css';

/** A country as a code badge and its name in the page's language ("US United States"). */
export function CountryName({ name, code = countryCode(name) }: { name: string; code?: string }) {
  return (
    <span className={styles.country}>
      {isKnownCode(code) ? (
        <span className={styles.countryCode} aria-hidden="true">
          {code}
        </span>
      ) : null}
      {name}
    </span>
  );
}
