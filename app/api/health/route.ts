import { methodNotAllowed } from '@/lib/api/respond';
// Liveness probe (Playwright's webServer waits for it). Touches no upstream.
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}

export const OPTIONS = methodNotAllowed;
