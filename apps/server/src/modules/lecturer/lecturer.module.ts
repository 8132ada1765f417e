import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import { registerLecturerRoutes } from './lecturer.routes.ts';
import { createLecturerService } from './lecturer.service.ts';

/** Lecturers' profiles and the public lecturer pages (SPEC lecturer). */
export const registerLecturerModule = (app: FastifyInstance, deps: { db: TDb }) => {
  const lecturers = createLecturerService(deps.db);
  registerLecturerRoutes(app, lecturers);
  return lecturers;
};
