import type { AnchorHTMLAttributes } from 'react';
import { useLocale } from 'next-intl';
import { localePath } from './routing';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** false: the page keeps its scroll position when the link is followed (as next/link's `scroll`). */
  scroll?: boolean;
};

/** The `data-soft` value asking SoftNavigation to keep the scroll position. */
export const KEEP_SCROLL = 'keep-scroll';

/**
 * A link to a path of the app (`/calendar?date=…`, `/`, under the page's
 * locale as next-intl's Link writes it) as plain markup: no client component per link, so
 * it can sit in markup written once (lib/ui/static-markup.ts) and costs a
 * render nothing beyond its `<a>`. A click is still followed inside the app,
 * without a document load, by the page's one SoftNavigation
 * (lib/ui/soft-navigation.tsx), which looks for `data-soft`.
 */
export function AppLink({ href, scroll = true, children, ...rest }: Props) {
  const locale = useLocale();
  return (
    <a href={localePath(locale, href)} data-soft={scroll ? '' : KEEP_SCROLL} {...rest}>
      {children}
    </a>
  );
}
