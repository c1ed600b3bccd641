import { countryCode, isKnownCode } from '@/lib/release/countries';
import { OriginalText } from '@/lib/localize/ui/original-text';
import styles from './calendar.module.css';

/** A country as a code badge and its name in the page's language ("US United States"). */
export function CountryName({ name, code = countryCode(name), original = false }: { name: string; code?: string; original?: boolean }) {
  return (
    <span className={styles.country}>
      {isKnownCode(code) ? (
        <span className={styles.countryCode} aria-hidden="true">
          {code}
        </span>
      ) : null}
      <OriginalText text={name} original={original} />
    </span>
  );
}
