import { methodNotAllowed } from '@/lib/api/respond';
import { pushKeyResponse } from '@/lib/delivery/push/api';

// The VAPID public key browsers subscribe with (docs/design.md, "Delivery").
export const GET = pushKeyResponse;
export const OPTIONS = methodNotAllowed;
