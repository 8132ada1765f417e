/** A port nobody listens on right now, for servers a test run starts. */
export { freePort } from '../src/platform/db/startup/embedded.ts';
