import type { FastifyInstance } from 'fastify';
import { translate } from '@huitang/contracts';
import { authCall } from '../../../platform/http/call.ts';
import { attachment, authLinkRoute, XLSX_TYPE } from '../../../platform/http/download.ts';
import { streamSheet } from '../../../platform/http/files/xlsx-stream.ts';
import { reminderColumns, reminderLines } from './reminder-export.ts';
import type { TReminderService } from './reminder.service.ts';

/** Reminder settings (SPEC's GET get/reminder is a JSON call like the other settings) and their export. */
export const registerReminderRoutes = (app: FastifyInstance, reminders: TReminderService) => {
  authCall(app, '/meeting/auth/meeting/session/get/reminder', ({ user, body }) =>
    reminders.get(user, body.meetingId),
  );
  authCall(
    app,
    '/meeting/auth/meeting/session/save/reminder',
    ({ user, body }) => reminders.save(user, body),
    { successKey: 'saved' },
  );

  authLinkRoute(
    app,
    '/meeting/auth/meeting/session/export/reminder',
    async ({ query: { meetingId }, request, reply, locale, user }) => {
      // Authorised before the first byte: once streaming, an error can only cut the file short.
      const { meetingName, reminder, sessions } = await reminders.exportOf(user, meetingId);
      const name = translate('reminder.fileName', locale);
      const stream = streamSheet(
        name,
        reminderColumns(reminder, locale, new Date()),
        reminderLines(sessions, (sessionId, afterId, size) =>
          reminders.recipients(meetingId, sessionId, afterId, size),
        ),
        (error) => request.log.error({ err: error, meetingId }, 'reminder export failed'),
      );
      return attachment(reply, `${meetingName}-${name}.xlsx`).type(XLSX_TYPE).send(stream);
    },
  );
};
