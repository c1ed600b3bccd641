import { jsonError } from '@/lib/api/respond';
import { sendTest } from '@/lib/delivery/push/api';

// The reminders panel's test notification (docs/design.md, "Delivery"); same origin only.
export const POST = async (request: Request, { params }: { params: Promise<{ id: string }> }) => sendTest(request, (await params).id);
const postOnly = () => jsonError(405, 'method_not_allowed', 'only POST is accepted here', { allow: 'POST' });
export { postOnly as GET, postOnly as OPTIONS };
