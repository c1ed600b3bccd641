// A child process that logs as the production server does (scripts/serve.mjs):
// lib/ops/log-output.mjs's guard first, then Next's own handler of uncaught
// exceptions (which logs them), installed by the function Next's server calls.
// Its parent closes the reading end of its stdout and stderr and asks it (IPC)
// to log; on SIGTERM it stops as the server does, through a timer and the
// promise after it, then says (IPC) what happened and exits 0.
import { createRequire } from 'node:module';
import { ignoreLostLogReader } from '../../../lib/ops/log-output.mjs';

ignoreLostLogReader();
const require = createRequire(import.meta.url);
require('next/dist/server/node-environment-extensions/process-error-handlers.js').installProcessErrorHandlers(false);

let uncaught = 0;
process.prependListener('uncaughtException', () => uncaught++);

/** Lines from every kind of turn, as a server's requests and timers write them. */
function logBurst() {
  for (let i = 0; i < 5; i++) {
    console.log(`line ${i}`);
    process.nextTick(() => console.warn(`tick ${i}`));
    void Promise.resolve().then(() => console.error(`microtask ${i}`));
    setImmediate(() => console.log(`immediate ${i}`));
  }
  // One more write, whose callback tells whether the output was gone indeed.
  setImmediate(() => process.stdout.write('probe\n', (error) => process.send?.({ logged: true, writeFailed: Boolean(error) })));
}

process.on('message', (message) => {
  if (message === 'log') logBurst();
});

process.on('SIGTERM', async () => {
  console.log('stopping');
  await new Promise((resolve) => setTimeout(resolve, 50));
  console.log('stopped');
  process.send?.({ stopped: true, uncaught }, () => process.exit(0));
});

process.send?.({ ready: true });
