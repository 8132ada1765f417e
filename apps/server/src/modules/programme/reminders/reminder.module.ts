import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../../config.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { repeat } from '../../../platform/jobs/repeat.ts';
import type { TMailNotices } from '../../mail/mail-notices.service.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import type { TMessageService } from '../../message/message.service.ts';
import { registerReminderRoutes } from './reminder.routes.ts';
import { createReminderService } from './reminder.service.ts';

interface TModuleDeps {
  db: TDb;
  config: TConfig;
  meetings: TMeetingService;
  messages: TMessageService;
  mailNotices: TMailNotices;
}

/** Wires session reminders and starts the sweep that sends the due ones. */
export const registerReminderModule = (
  app: FastifyInstance,
  { db, config, meetings, messages, mailNotices }: TModuleDeps,
) => {
  const reminders = createReminderService(db, meetings, messages, mailNotices);
  registerReminderRoutes(app, reminders);
  repeat(app, config.reminderSweepSeconds, 'sending session reminders', () => reminders.sweep());
  return reminders;
};
