import { streamResponse } from '@/lib/delivery/stream-response';
import { methodNotAllowed } from '@/lib/api/respond';

// Server-Sent Events of releases with the calendar's filters (docs/design.md, "Delivery").
export const GET = streamResponse;
export const OPTIONS = methodNotAllowed;
