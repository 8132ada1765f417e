import { afterAll, beforeAll } from 'vitest';
import { startJourneyServer, stopJourneyServer } from './server';

// Run before every journey file: its own server on its own database. Test files share their worker's
// modules (vitest's isolate: false), so the server's state lives in ./server, loaded once per worker.
beforeAll(startJourneyServer);
afterAll(stopJourneyServer);
