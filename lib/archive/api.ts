import 'server-only';
import type { z } from 'zod';
import { badRequest, jsonError, queryOf } from '@/lib/api/respond';
import { zIndicatorId } from '@/lib/upstream/params';
import { archiveEnabled } from './runtime';
import type { Result } from '@/lib/result';

/**
 * The checks every /api/indicators/{idxId}/… archive route makes before it
 * reads anything: the id, the query (400 naming what is wrong) and whether
 * there is an archive at all (404). A Response to send, or what was read.
 */
export async function archiveRequest<S extends z.ZodType>(
  request: Request,
  params: Promise<{ idxId: string }>,
  query: S,
): Promise<Response | { id: string; q: z.infer<S> }> {
  const id = zIndicatorId.safeParse((await params).idxId);
  if (!id.success) return jsonError(400, 'bad_request', `idxId: ${id.error.issues[0]?.message ?? 'invalid'}`);
  const q = query.safeParse(queryOf(request.url));
  if (!q.success) return badRequest(q.error);
  if (!archiveEnabled()) return jsonError(404, 'archive_off', 'This portal keeps no history archive (ARCHIVE=off).');
  return { id: id.data, q: q.data };
}

/** A read of the archive, or the 503 that says it is not answering. */
export async function readOr503<T>(read: () => Promise<T>): Promise<Result<T, { response: Response }>> {
  try {
    return { ok: true, value: await read() };
  } catch {
    return { ok: false, response: jsonError(503, 'archive_unavailable', 'The history archive is not answering; try again shortly.', { 'Cache-Control': 'no-store' }) };
  }
}
