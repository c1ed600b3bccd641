import { jsonError } from '@/lib/api/respond';
import { subscribe } from '@/lib/delivery/push/api';

// A push subscription with its rules (docs/design.md, "Delivery"); same origin only.
export const POST = subscribe;
const postOnly = () => jsonError(405, 'method_not_allowed', 'only POST is accepted here', { allow: 'POST' });
export { postOnly as GET, postOnly as OPTIONS };
