import type { FastifyInstance } from 'fastify';
import { authLinkRoute, sendXlsx } from '../../../platform/http/download.ts';
import { FILE_NAMES, invitesSheet } from '../sign-up-sheets.ts';
import type { TSignUpSettingsService } from './sign-up-settings.service.ts';

/** The meeting's invitation codes as a spreadsheet, for organisers who hand them out by mail. */
export const registerSignUpSettingsDownloads = (app: FastifyInstance, settings: TSignUpSettingsService) => {
  authLinkRoute(
    app,
    '/meeting/auth/meeting/invite/code/export',
    async ({ query: { meetingId }, reply, locale, user }) => {
      const codes = await settings.allInvites(user, meetingId);
      const { types } = await settings.settings(user, meetingId);
      const content = await invitesSheet(codes, types, locale);
      return sendXlsx(reply, `${FILE_NAMES.invites[locale]}-${meetingId}`, content);
    },
  );
};
