import 'server-only';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { pickMessages, type MessageTree } from './pick-messages';
import type { MessagePath } from './translator';

/**
 * Messages for the client components below, and only theirs: every client
 * leaf is wrapped in one of these with the namespaces it reads (`useTranslations`),
 * so a page carries a few hundred bytes of messages instead of all of them.
 * Picks are made once per locale and list.
 */
const picks = new Map<string, MessageTree>();

/** What every page's chrome reads in the browser (header pickers, share button, error boundary). */
export const CHROME_NAMESPACES = ['Nav', 'LocaleSwitcher', 'TimeZonePicker', 'Colors', 'Share', 'Errors'] as const;

/** The chrome's, and the reminders panel's in the site header (embeds have no header): one provider for both. */
export const SITE_CHROME_NAMESPACES = [...CHROME_NAMESPACES, 'Reminders'] as const;

export async function ClientMessages({ namespaces, children }: { namespaces: readonly MessagePath[]; children: ReactNode }) {
  const locale = await getLocale();
  const id = `${locale}:${namespaces.join(',')}`;
  let messages = picks.get(id);
  if (!messages) {
    messages = pickMessages((await getMessages()) as MessageTree, namespaces);
    picks.set(id, messages);
  }
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
