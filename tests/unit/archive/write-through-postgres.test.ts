import { writeThroughSuite } from './write-through-suite';
import { startPostgres } from './postgres-server';

writeThroughSuite(async () => {
  const server = await startPostgres();
  return { env: { DATABASE_URL: await server.createDatabase() }, done: () => server.stop() };
});
