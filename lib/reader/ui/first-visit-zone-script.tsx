import 'server-only';
import { headers } from 'next/headers';
import { firstVisitZoneScript } from '../first-visit-zone';

/**
 * The browser's zone on a first visit, before the page is painted
 * (lib/reader/first-visit-zone.ts). For the document head of pages with the
 * site chrome only: embeds take their zone from the URL alone. The CSP allows
 * inline scripts by the request's nonce, which proxy.ts hands on in `x-nonce`
 * (a stored copy gets a fresh one: lib/view-cache/serve.mjs).
 */
export async function FirstVisitZoneScript({ rendered, inUrl }: { rendered: string; inUrl: boolean }) {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: firstVisitZoneScript(rendered, inUrl) }} />;
}
