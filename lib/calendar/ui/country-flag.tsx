import { countryCode, isKnownCode } from '@/lib/release/countries';
import styles from './calendar.module.css';

/** A two-letter code as its flag (regional indicator symbols); EU has one too. */
function flagOf(code: string): string {
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/**
 * A country in a dense row: flag and code ("🇺🇸 US"), the full name for
 * screen readers and on hover. Names without a code stay written out.
 */
export function CountryFlag({ name }: { name: string }) {
  const code = countryCode(name);
  if (!isKnownCode(code)) return <span className={styles.country}>{name}</span>;
  return (
    <span className={styles.countryFlag} title={name.trim()}>
      <span aria-hidden="true">
        <span className={styles.flag}>{flagOf(code)}</span> {code}
      </span>
      <span className="visually-hidden">{name.trim()}</span>
    </span>
  );
}
