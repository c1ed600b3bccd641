'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { copyText } from '../clipboard';
import { rememberedState, shareUrl } from '../url';

type Status = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed'; url: string };

/**
 * "Share": the system share sheet where the browser has the Web Share API,
 * otherwise the link is copied. The link is the page's full URL at the time
 * of the click (its filters included) with the reader's zone and colours:
 * the URL's, else the remembered ones (cookies), so any page header can
 * mount it with its title alone.
 */
export function ShareButton({ title, origin }: { title: string; origin?: string }) {
  const t = useTranslations('Share');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function share() {
    const url = shareUrl(window.location.href, rememberedState(document.cookie), origin);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The reader closed the share sheet: nothing to do. Other failures fall back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await copyText(url);
      setStatus({ kind: 'copied' });
    } catch {
      setStatus({ kind: 'failed', url });
    }
  }

  return (
    <span className="share">
      <button type="button" onClick={share} data-testid="share-button">
        {t('button')}
      </button>{' '}
      <span role="status" className="muted" data-testid="share-status">
        {status.kind === 'copied' ? t('copied') : status.kind === 'failed' ? t('copyFailed', { url: status.url }) : ''}
      </span>
    </span>
  );
}
