import type { FastifyInstance } from 'fastify';
import { translate } from '@huitang/contracts';
import { authCall } from '../../../platform/http/call.ts';
import { authLinkRoute, sendXlsx } from '../../../platform/http/download.ts';
import { importReply, xlsxUploadRoute } from '../../../platform/http/files/xlsx-upload.ts';
import type { TSeatSheetService } from './seat-sheet.service.ts';
import type { TSeatService } from './seat.service.ts';

/** Seat maps (console seat and /seat/*): the organiser's calls, then the attendee's own. */
export const registerSeatRoutes = async (
  app: FastifyInstance,
  seats: TSeatService,
  sheets: TSeatSheetService,
) => {
  const base = '/meeting/auth/meeting';
  authCall(app, `${base}/seat/map/view`, ({ user, body, locale }) =>
    seats.view(user, body.meetingId, body.mapId, locale),
  );
  authCall(app, `${base}/seat/map/create`, ({ user, body, locale }) => seats.create(user, body, locale), {
    successKey: 'saved',
  });
  authCall(app, `${base}/seat/map/edit`, ({ user, body, locale }) => seats.edit(user, body, locale), {
    successKey: 'saved',
  });
  authCall(app, `${base}/seat/map/history`, ({ user, body }) => seats.history(user, body.meetingId));
  authCall(app, `${base}/seat/map/restore`, ({ user, body, locale }) =>
    seats.restore(user, body.meetingId, body.mapId, locale),
  );
  authCall(app, `${base}/user/seat/info/save`, ({ user, body }) => seats.assign(user, body), {
    successKey: 'saved',
  });
  authCall(app, `${base}/user/seat/info/auto`, ({ user, body }) => seats.auto(user, body));
  authCall(app, `${base}/user/seat/info/get-not-userInfo`, ({ user, body, locale }) =>
    seats.unseated(user, body.meetingId, body.keyword, locale),
  );
  authCall(app, `${base}/user/seat/info/find`, ({ user, body, locale }) =>
    seats.find(user, body.meetingId, body.keyword, locale),
  );

  authCall(app, `${base}/user/seat/info/get-self`, ({ user, body }) => seats.mine(user, body.meetingId));
  authCall(app, `${base}/user/seat/info/hall`, ({ user, body, locale }) =>
    seats.hall(user, body.meetingId, locale),
  );
  authCall(app, `${base}/user/seat/info/choose`, ({ user, body }) => seats.choose(user, body), {
    successKey: 'saved',
  });

  authLinkRoute(app, `${base}/user/seat/info/export`, async ({ query, reply, locale, user }) => {
    const { fileName, content } = await sheets.export(user, query.meetingId, locale);
    return sendXlsx(reply, fileName, content);
  });
  await xlsxUploadRoute(app, `${base}/user/seat/info/import`, {
    authorize: (user, { meetingId }) => sheets.authorize(user, meetingId),
    async read(user, { meetingId }, content, locale) {
      const result = await sheets.import(user, meetingId, content, locale);
      return importReply(result, locale, () =>
        translate('seat.imported', locale, { count: result.imported }),
      );
    },
  });
};
