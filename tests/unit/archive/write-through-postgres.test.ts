// vitest: isolated (the process-wide archive runtime and its slots, made from the environment).
import { writeThroughSuite } from '../support/write-through-suite';
import { startPostgres } from '../support/postgres-server';

writeThroughSuite(async () => {
  const server = await startPostgres();
  return { env: { DATABASE_URL: await server.createDatabase() }, done: () => server.stop() };
});
