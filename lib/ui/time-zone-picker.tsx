'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { COMMON_TIME_ZONES, allTimeZones, canonicalTimeZone } from '@/lib/time/zone-name';

const ONE_YEAR = 365 * 24 * 3600;

/**
 * Picks the reader's IANA zone. Writes the `tz` URL parameter (shareable) and
 * the `tz` cookie (remembered). Without JavaScript the form submits `?tz=`.
 * `current` is the server's choice (cookie or default) when the URL has none.
 */
export function TimeZonePicker({ current }: { current: string }) {
  const t = useTranslations('TimeZonePicker');
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const selected = canonicalTimeZone(searchParams.get('tz')) ?? current;
  const [value, setValue] = useState(selected);
  const [invalid, setInvalid] = useState<string | null>(null);
  // The full list differs between runtimes, so it is filled in after hydration.
  const [zones, setZones] = useState<readonly string[]>(COMMON_TIME_ZONES);
  const id = useId();

  useEffect(() => setZones(allTimeZones()), []);
  useEffect(() => setValue(selected), [selected]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const zone = canonicalTimeZone(value.trim());
    if (!zone) {
      setInvalid(value);
      return;
    }
    setInvalid(null);
    document.cookie = `tz=${encodeURIComponent(zone)}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
    const params = new URLSearchParams(searchParams.toString());
    params.set('tz', zone);
    router.push(`${pathname}?${params}`);
  }

  const kept = [...searchParams.entries()].filter(([k]) => k !== 'tz');
  return (
    <form className="tz-picker" onSubmit={apply} aria-label={t('label')}>
      <label htmlFor={`${id}-tz`}>{t('label')}</label>
      {kept.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <input
        id={`${id}-tz`}
        name="tz"
        list={`${id}-zones`}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoComplete="off"
        spellCheck={false}
        title={t('hint')}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
      />
      <datalist id={`${id}-zones`}>
        {zones.map((z) => (
          <option key={z} value={z} />
        ))}
      </datalist>
      <button type="submit">{t('apply')}</button>
      {invalid ? (
        <p id={`${id}-error`} className="tz-error" role="alert">
          {t('invalid', { zone: invalid })}
        </p>
      ) : null}
    </form>
  );
}
