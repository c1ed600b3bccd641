// The server process's start, once, in the Node.js runtime (instrumentation.ts
// imports it only there, so the Edge bundle of instrumentation carries none of
// it): the archive (open, migrate, backfill) and delivery start here, not from
// a page render.
export async function startServerProcess(): Promise<void> {
  try {
    await start();
  } catch (error) {
    // A bad configuration (docs/operations.md, "Configuration") stops the start, naming the variable:
    // Next would log it and serve on without what it configures.
    if (error instanceof Error && error.name === 'ConfigError') {
      console.error(`[macrodesk] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function start(): Promise<void> {
  // First, before the modules below load: what they fetch is counted from their first request.
  const { captureOutsideRequests } = await import('./memory/outside-requests.mjs');
  captureOutsideRequests();
  // The metrics registry from the start, so that render times are counted before the first scrape.
  (await import('./metrics/registry')).metricsRegistry();
  const delivery = await import('./delivery/runtime');
  // A bad WEBHOOKS_FILE stops the start here, naming the entry and the field, before the archive opens.
  const targets = delivery.webhookTargets();
  const { startArchive } = await import('./archive/runtime');
  // Awaited: Next handles its first request once register() is done, and the archive is open by then
  // (the production server may already be listening: early requests wait for it).
  await startArchive();
  // Webhooks and push, told by one sender across instances.
  delivery.startDelivery(targets);
}
