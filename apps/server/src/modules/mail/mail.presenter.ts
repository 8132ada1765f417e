import type { TMailSettings } from '@huitang/contracts';
import type { TMailSettingsRow } from './mail.repository.ts';

/** A meeting's mail settings for its organisers: whether it has its own SMTP, never the sealed secret. */
export const present = (row: TMailSettingsRow): TMailSettings => ({
  meetingId: row.meetingId,
  senderName: row.senderName,
  replyTo: row.replyTo,
  transport: row.transport,
  hasOwnSmtp: row.smtpSealed !== '',
  perMinute: row.perMinute,
});
