'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { COLOR_SCHEMES, type ColorScheme } from '../colors';
import { rememberCookie } from '../remember';

/**
 * Which colour means up (docs/design.md `colors`): plain links that set the
 * parameter (shareable, no JavaScript needed); with JavaScript the choice is
 * also remembered in the `colors` cookie, like the zone. The link loads the
 * page in full: the palette sits on <html>, which the locale layout renders.
 */
export function ColorsSwitch({ current }: { current: ColorScheme }) {
  const t = useTranslations('Colors');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const hrefOf = (scheme: ColorScheme) => {
    const params = new URLSearchParams(searchParams.toString());
    params.set('colors', scheme);
    return `${pathname}?${params}`;
  };
  const choose = (scheme: ColorScheme) => () => rememberCookie('colors', scheme);
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
