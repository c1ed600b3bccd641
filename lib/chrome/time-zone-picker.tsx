'use client';

import { useId, useMemo, useState, type FormEvent } from 'react';
import { useHydrated } from '@/lib/ui/use-hydrated';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { rememberCookie } from '@/lib/reader/remember';
import { canonicalTimeZone } from '@/lib/time/zone-name';
import { resolveZone, searchZones } from '@/lib/time/zone-search';

/**
 * Picks the reader's zone by city, country, abbreviation or IANA name, in
 * the page's language, each match with its current offset. Writes the `tz`
 * URL parameter (shareable) and the `tz` cookie (remembered). Without
 * JavaScript the form submits `?tz=` (an unknown value gets a page notice).
 * `current` is the zone the server rendered in.
 */
export function TimeZonePicker({ current }: { current: string }) {
  const t = useTranslations('TimeZonePicker');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const selected = canonicalTimeZone(searchParams.get('tz')) ?? current;
  // What the reader typed; null shows the page's zone, so a new page (or the detected zone
  // after a refresh) shows its own, and nothing is searched until the reader types.
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? selected;
  const [invalid, setInvalid] = useState<string | null>(null);
  const id = useId();
  // Interactive once hydrated (tests wait for it before typing).
  const ready = useHydrated();
  const [shown, setShown] = useState(selected);
  if (shown !== selected) {
    setShown(selected);
    setDraft(null);
  }
  const typing = draft !== null && value.trim() !== '' && value !== selected;
  const matches = useMemo(() => (typing ? searchZones(value, locale) : []), [typing, value, locale]);

  function choose(zone: string) {
    setInvalid(null);
    setDraft(zone);
    rememberCookie('tz', zone);
    const params = new URLSearchParams(searchParams.toString());
    params.set('tz', zone);
    router.push(`${pathname}?${params}`);
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const zone = resolveZone(value, locale);
    if (zone) choose(zone);
    else setInvalid(value);
  }

  const kept = [...searchParams.entries()].filter(([k]) => k !== 'tz');
  return (
    <form className="tz-picker" onSubmit={apply} aria-label={t('label')} data-testid="tz-picker" data-ready={ready ? "" : undefined}>
      <label htmlFor={`${id}-tz`}>{t('label')}</label>
      {kept.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <input
        id={`${id}-tz`}
        name="tz"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={matches.length > 0}
        aria-controls={`${id}-matches`}
        value={value}
        onChange={(e) => setDraft(e.target.value)}
        onFocus={(e) => e.target.select()}
        autoComplete="off"
        spellCheck={false}
        title={t('hint')}
        placeholder={t('hint')}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`${id}-status${invalid ? ` ${id}-error` : ''}`}
      />
      <button type="submit">{t('apply')}</button>
      <p id={`${id}-status`} className="visually-hidden" role="status">
        {typing ? t('matches', { count: matches.length }) : ''}
      </p>
      <ul id={`${id}-matches`} className="tz-matches" data-testid="tz-matches" hidden={matches.length === 0}>
        {matches.map((m) => (
          <li key={m.zone}>
            <button type="button" onClick={() => choose(m.zone)} data-zone={m.zone} aria-label={t('choose', { zone: `${m.city} (${m.zone}, ${m.offset})` })}>
              <span className="tz-city">{m.city}</span> <span className="muted">{m.detail}</span>{' '}
              <span className="tz-zone">
                {m.zone} · {m.offset}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {invalid ? (
        <p id={`${id}-error`} className="tz-error" role="alert">
          {t('invalid', { zone: invalid })}
        </p>
      ) : null}
    </form>
  );
}
