import { methodNotAllowed } from '@/lib/api/respond';
import { archiveHealth } from '@/lib/archive/health';
import { memoryHealth } from '@/lib/memory/health';
import { upstreamHealth } from '@/lib/upstream/log';

// Liveness probe (Playwright's webServer waits for it). Touches no upstream and never waits on the archive:
// it reports the archive's state and what the client saw, per operation (failed calls and the last
// failure's kind, records that could not be read), and how full the in-process caches are.
export function GET(): Response {
  return Response.json(
    { status: 'ok', archive: archiveHealth(), upstream: upstreamHealth(), memory: memoryHealth() },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export const OPTIONS = methodNotAllowed;
