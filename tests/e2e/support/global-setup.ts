/**
 * One PostgreSQL for the run (DATABASE_URL, or an embedded one in a temporary folder) holding a
 * migrated, seeded template; each journey file clones it and starts its own server (support/server.ts),
 * the same way the API tests work, so journeys never see each other's changes and can run alone.
 */
export { default } from '../../../apps/server/test/global-setup.ts';
