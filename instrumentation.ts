// Next calls register() once per server process at start, in each runtime.
// Everything it starts is the Node.js runtime's (lib/start.ts); the condition
// is replaced at build time, so the Edge bundle imports none of it.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServerProcess } = await import('./lib/start');
    await startServerProcess();
  }
}
