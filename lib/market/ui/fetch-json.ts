/** The error a poller sees when a poll fails (lib/ui/use-poll.ts): the /api error code when there is one. */
export class PollError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`poll failed: ${status} ${code}`);
    this.name = 'PollError';
  }
}

export async function fetchJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
    throw new PollError(res.status, body?.error?.code ?? 'http');
  }
  return (await res.json()) as T;
}
