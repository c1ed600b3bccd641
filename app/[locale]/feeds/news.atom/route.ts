import { methodNotAllowed } from '@/lib/api/respond';
import { newsFeedResponse } from '@/lib/feeds/respond';

// Atom feed of today's and yesterday's news (docs/design.md, "Feeds").
export function GET(request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  return newsFeedResponse(request, params);
}

export const OPTIONS = methodNotAllowed;
