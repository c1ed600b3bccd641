import { jsonError } from '@/lib/api/respond';
import { unsubscribe } from '@/lib/delivery/push/api';

// The subscription's unsubscribe URL (docs/design.md, "Delivery"); same origin only.
export const DELETE = async (request: Request, { params }: { params: Promise<{ id: string }> }) => unsubscribe(request, (await params).id);
const deleteOnly = () => jsonError(405, 'method_not_allowed', 'only DELETE is accepted here', { allow: 'DELETE' });
export { deleteOnly as GET, deleteOnly as OPTIONS };
