'use client';

import type { MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { COLOR_SCHEMES, type ColorScheme } from '../colors';
import { rememberCookie } from '../remember';

/**
 * Which colour means up (DESIGN.md `colors`): plain links that set the
 * parameter (shareable, no JavaScript needed); with JavaScript the choice is
 * also remembered in the `colors` cookie, like the zone.
 */
export function ColorsSwitch({ current }: { current: ColorScheme }) {
  const t = useTranslations('Colors');
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const hrefOf = (scheme: ColorScheme) => {
    const params = new URLSearchParams(searchParams.toString());
    params.set('colors', scheme);
    return `${pathname}?${params}`;
  };
  const choose = (scheme: ColorScheme) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    rememberCookie('colors', scheme);
    router.push(hrefOf(scheme));
  };
  return (
    <nav className="colors-switch" aria-label={t('label')}>
      <ul>
        {COLOR_SCHEMES.map((scheme) => (
          <li key={scheme}>
            <a
              href={hrefOf(scheme)}
              onClick={choose(scheme)}
              aria-current={scheme === current ? 'true' : undefined}
              title={t(scheme === 'red-up' ? 'redUpHint' : 'greenUpHint')}
              data-colors={scheme}
            >
              <span className={`colors-swatch ${scheme}`} aria-hidden="true" />
              {t(scheme)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
