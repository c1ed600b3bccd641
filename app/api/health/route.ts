import { methodNotAllowed } from '@/lib/api/respond';
import { archiveHealth } from '@/lib/archive/health';
// Liveness probe (Playwright's webServer waits for it). Touches no upstream and never waits on the archive.
export function GET(): Response {
  return Response.json({ status: 'ok', archive: archiveHealth() }, { headers: { 'Cache-Control': 'no-store' } });
}

export const OPTIONS = methodNotAllowed;
