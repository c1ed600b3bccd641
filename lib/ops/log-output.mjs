// @ts-check
// The log goes to stdout and stderr, read by whatever started the process: a
// terminal, systemd, Docker, a test runner. Once that reader is gone, every
// line written fails (EPIPE). Node's console lets some of these failures out
// as 'error' events of the stream; with nothing listening, each is an uncaught
// exception, which Next logs to the same dead output, where it fails again,
// without end. That loop holds a core and starves the server's promises: a
// SIGTERM begins the stop and never finishes it, and only SIGKILL ends the
// process. A listener on both streams ends the loop where it starts
// (docs/operations.md, "Stopping").

/** A failed write of a log line: nobody reads it any more, so the line is dropped. */
function dropLine() {}

/**
 * Makes the loss of the log's reader harmless: a write to `streams` that
 * fails drops its line, and the process goes on serving and stops as usual.
 * Called first thing by the processes that log (scripts/serve.mjs,
 * scripts/launch.mjs); calling it again adds nothing.
 * @param {NodeJS.WritableStream[]} [streams]
 */
export function ignoreLostLogReader(streams = [process.stdout, process.stderr]) {
  for (const stream of streams) {
    if (!stream.listeners('error').includes(dropLine)) stream.on('error', dropLine);
  }
}
