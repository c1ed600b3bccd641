import { getConfig } from '@/lib/config';
import { metricsRegistry } from '@/lib/metrics/registry';
import { bearerMatches } from '@/lib/ops/bearer';

// Prometheus scrapes here (docs/operations.md, "Metrics"): with METRICS_TOKEN as a bearer token;
// without METRICS_TOKEN configured the endpoint does not exist.
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const token = getConfig().metricsToken;
  const headers = { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' };
  if (!token) return new Response('Not Found\n', { status: 404, headers });
  if (!bearerMatches(request.headers, token)) {
    return new Response('Unauthorized: send Authorization: Bearer <METRICS_TOKEN>\n', {
      status: 401,
      headers: { ...headers, 'WWW-Authenticate': 'Bearer realm="metrics"' },
    });
  }
  const registry = metricsRegistry();
  return new Response(await registry.metrics(), { headers: { ...headers, 'Content-Type': registry.contentType } });
}
