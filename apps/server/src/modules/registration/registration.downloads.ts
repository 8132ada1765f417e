import type { FastifyInstance } from 'fastify';
import type { TEnrolmentService } from './enrolment.service.ts';
import type { TRegistrationServices } from './registration.routes.ts';

export const registerRegistrationDownloads = (
  _app: FastifyInstance,
  _services: TRegistrationServices & { enrolment: TEnrolmentService },
) => undefined;
