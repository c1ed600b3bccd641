import { methodNotAllowed } from '@/lib/api/respond';
import { healthResponse } from '@/lib/health/respond';

// Liveness probe (Playwright's webServer waits for it). Touches no upstream and never waits on the archive.
// Anyone gets the portal's status and one word per component; operators with HEALTH_TOKEN get, with
// `?details`, what the archive and the upstream client report and how full the caches are (lib/health/respond.ts).
export function GET(request: Request): Response {
  return healthResponse(request);
}

export const OPTIONS = methodNotAllowed;
