import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Code, textsUnder, translate, type TLocale } from '@huitang/contracts';
import { AppError } from '../../platform/http/errors.ts';
import { attachment, authLinkRoute, linkRoute, XLSX_TYPE } from '../../platform/http/download.ts';
import { agendaIcs, agendaXlsx } from './programme-export.ts';
import type { TProgrammeService } from './programme.service.ts';

const AGENDA_COLUMNS = ['date', 'place', 'session', 'host', 'time', 'talk', 'speakers'] as const;
const agendaWords = textsUnder('sheet.agenda.');
const agendaHeaders = (locale: TLocale) => AGENDA_COLUMNS.map((column) => agendaWords[column][locale]);

/** Downloads are plain GET links (a browser follows them), not JSON calls. */
export const registerProgrammeDownloads = (
  app: FastifyInstance,
  programme: TProgrammeService,
  uploadsDir: string,
  /** Where S3 storage serves files from, when it is configured: the one other place a download may go. */
  storagePublicUrl: string | undefined,
) => {
  linkRoute(app, '/meeting/api/meeting/accessory/download', async ({ query: { id }, reply }) => {
    const accessory = await programme.accessory(id);
    if (!accessory.fileUrl.startsWith('/uploads/')) {
      // Only our own storage: a link elsewhere would make this address an open redirect.
      const ours =
        storagePublicUrl && accessory.fileUrl.startsWith(`${storagePublicUrl.replace(/\/$/, '')}/`);
      if (!ours) throw new AppError(Code.NOT_FOUND, 'notFound');
      return reply.redirect(accessory.fileUrl);
    }
    const file = path.join(uploadsDir, accessory.fileUrl.slice('/uploads/'.length));
    if (!file.startsWith(uploadsDir) || !existsSync(file)) throw new AppError(Code.NOT_FOUND, 'notFound');
    const extension = path.extname(file);
    attachment(reply, accessory.name.endsWith(extension) ? accessory.name : `${accessory.name}${extension}`);
    return reply.type('application/octet-stream').send(createReadStream(file));
  });

  linkRoute(
    app,
    '/meeting/api/meeting/session/export',
    async ({ query: { meetingId }, request, reply, locale }) => {
      const { meeting, programme: agenda } = await programme.programme(meetingId, false, null, locale);
      attachment(reply, `${meeting.meetingName}.ics`);
      return reply
        .type('text/calendar; charset=utf-8')
        .send(agendaIcs(meeting, agenda, `${request.protocol}://${request.host}`));
    },
  );

  authLinkRoute(
    app,
    '/meeting/auth/meeting/session/export/catalogue',
    async ({ query: { meetingId }, reply, locale, user }) => {
      await programme.sessions(user, meetingId);
      const { meeting, programme: agenda } = await programme.programme(meetingId, true, user, locale);
      attachment(reply, `${meeting.meetingName}-${translate('agenda.fileName', locale)}.xlsx`);
      return reply.type(XLSX_TYPE).send(await agendaXlsx(meeting, agenda, agendaHeaders(locale)));
    },
  );
};
