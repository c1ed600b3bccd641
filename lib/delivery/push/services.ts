/**
 * Whether a subscription's endpoint is on a push service this site sends to
 * (PUSH_SERVICES, docs/design.md "Delivery"): its origin is one of the list,
 * `https://*.example` matching any subdomain of `example` (not `example`
 * itself). Anything else — another scheme, credentials in the URL, a host
 * of the site's own network — is refused, so a subscription cannot make the
 * server post to an address of its choosing.
 */
export function isPushService(endpoint: string, services: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return services.some((service) => {
    const wild = service.match(/^https:\/\/\*\.(.+)$/);
    if (!wild) return new URL(service).origin === url.origin;
    const base = new URL(`https://${wild[1]}`);
    return url.port === base.port && url.hostname.endsWith(`.${base.hostname}`);
  });
}
