import { methodNotAllowed } from '@/lib/api/respond';
import { releasesFeedResponse } from '@/lib/feeds/respond';

// Atom feed of the releases of the last and next seven days, with the calendar's filters (docs/design.md, "Feeds").
export function GET(request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  return releasesFeedResponse(request, params);
}

export const OPTIONS = methodNotAllowed;
