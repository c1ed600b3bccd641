/**
 * Which message explains a failure to a reader. Duck-typed on `kind` (the
 * UpstreamError contract) so that this module stays usable in client code,
 * which must not import the server-only client.
 */
export type ErrorMessageKey = 'timeout' | 'network' | 'http' | 'envelope' | 'schema' | 'notFound' | 'invalid' | 'budget' | 'generic';

const KEYS: Record<string, ErrorMessageKey> = {
  timeout: 'timeout',
  network: 'network',
  http: 'http',
  envelope: 'envelope',
  schema: 'schema',
  'not-found': 'notFound',
  invalid: 'invalid',
  // The upstream budget is spent (lib/upstream/budget.ts): the call was not made.
  budget: 'budget',
};

export function errorMessageKey(error: unknown): ErrorMessageKey {
  const kind = typeof error === 'object' && error !== null ? (error as { kind?: unknown }).kind : undefined;
  return (typeof kind === 'string' && KEYS[kind]) || 'generic';
}
