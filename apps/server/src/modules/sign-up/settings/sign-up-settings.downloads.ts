import type { FastifyInstance } from 'fastify';
import { meetingCaller, sendXlsx } from '../../../platform/http/download.ts';
import { FILE_NAMES, invitesSheet } from '../sign-up-sheets.ts';
import type { TSignUpSettingsService } from './sign-up-settings.service.ts';

/** The meeting's invitation codes as a spreadsheet, for organisers who hand them out by mail. */
export const registerSignUpSettingsDownloads = (app: FastifyInstance, settings: TSignUpSettingsService) => {
  app.get(
    '/apis/meeting/auth/meeting/invite/code/export',
    { schema: { hide: true } },
    async (request, reply) => {
      const { meetingId, user, locale } = await meetingCaller(app, request);
      const codes = await settings.allInvites(user, meetingId);
      const { types } = await settings.settings(user, meetingId);
      return sendXlsx(
        reply,
        `${FILE_NAMES.invites[locale]}-${meetingId}`,
        await invitesSheet(codes, types, locale),
      );
    },
  );
};
