import type { ComponentProps } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * next-intl's Link, not prefetching by default. Next prefetches every link
 * that scrolls into view: the day calendar alone made each reader's browser
 * ask the server for some twenty-five other pages (indicator pages, the other
 * views, twice over once the reader's zone refreshed the page), each a render
 * the reader mostly never looks at (every reader pays). A click
 * still navigates in the app; a link that is almost always taken may opt in.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={prefetch} {...props} />;
}
