import {
  Code,
  MAIL_VARIABLES,
  translate,
  type TLocale,
  type TMailRecord,
  type TMailSend,
  type TMailSettingsEdit,
  type TMailTemplateSave,
} from '@huitang/contracts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import type { TSecretBox } from '../../platform/crypto/secret-box.ts';
import type { TDb } from '../../platform/db/client.ts';
import { sliceOf } from '../../platform/db/query.ts';
import { AppError, conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { toPage } from '../../platform/http/page.ts';
import type { TMeetingService } from '../meeting/meeting.service.ts';
import type { TMailDelivery } from './mail-delivery.service.ts';
import { fill, unknownVariables, valuesOf } from './mail-variables.ts';
import { mailRepository as repo, stateOf } from './mail.repository.ts';
import { present } from './mail.presenter.ts';

export interface TMailDeps {
  meetings: TMeetingService;
  delivery: TMailDelivery;
  secrets: TSecretBox;
}

/**
 * Meeting mail (console email/setting, mould, send, record): the sender and transport, templates
 * whose variables are checked on save, campaigns written out message by message (mail-delivery.ts
 * sends them), unsubscribes honoured for promotional mail (mail-unsubscribe.service.ts takes them).
 */
export const createMailService = (db: TDb, deps: TMailDeps) => {
  const { meetings, delivery, secrets } = deps;
  const { settingsOf, mailerOf } = delivery;

  const checkTemplate = (body: { subject: string; body: string }) => {
    const [unknown] = [
      ...unknownVariables(body.subject, MAIL_VARIABLES),
      ...unknownVariables(body.body, MAIL_VARIABLES),
    ];
    if (unknown)
      throw invalid('mail.unknownVariable', 'body', {
        variable: unknown,
        known: MAIL_VARIABLES.map((v) => `{${v}}`).join(' '),
      });
  };

  const templatesOf = async (meetingId: number) =>
    (await repo.templates(db, meetingId)).map((row) => ({
      id: row.id,
      name: row.name,
      subject: row.subject,
      body: row.body,
      promotional: row.promotional,
      updatedAt: row.updatedAt.toISOString(),
    }));

  return {
    async settings(user: TSessionUser, meetingId: number) {
      await meetings.authorize(user, meetingId);
      return present(await settingsOf(meetingId));
    },

    async editSettings(user: TSessionUser, body: TMailSettingsEdit) {
      await meetings.authorize(user, body.meetingId);
      const before = await settingsOf(body.meetingId);
      const smtpSealed = body.smtpUrl ? secrets.seal(body.smtpUrl) : before.smtpSealed;
      if (body.transport === 'own' && !smtpSealed) throw invalid('mail.noOwnSmtp', 'smtpUrl');
      const { smtpUrl: _smtpUrl, ...rest } = body;
      await repo.saveSettings(db, { ...rest, smtpSealed });
      return present(await settingsOf(body.meetingId));
    },

    /** Sends one mail through the meeting's transport now, and says what the server answered. */
    async test(user: TSessionUser, meetingId: number, to: string, locale: TLocale) {
      const meeting = await meetings.authorize(user, meetingId);
      const { mailer, from, replyTo } = mailerOf(await settingsOf(meetingId));
      try {
        await mailer.send({
          to,
          from,
          replyTo,
          subject: translate('mail.testSubject', locale, { meeting: meeting.meetingName }),
          text: translate('mail.testBody', locale, { meeting: meeting.meetingName }),
        });
      } catch (error) {
        throw new AppError(Code.CONFLICT, 'mail.testFailed', {
          reply: (error as Error).message.slice(0, 300),
        });
      }
    },

    async templates(user: TSessionUser, meetingId: number) {
      await meetings.authorize(user, meetingId);
      return templatesOf(meetingId);
    },

    async saveTemplate(user: TSessionUser, body: TMailTemplateSave) {
      await meetings.authorize(user, body.meetingId);
      checkTemplate(body);
      if (body.id !== undefined && !(await repo.template(db, body.meetingId, body.id))) throw notFound();
      await repo.saveTemplate(db, body);
      return templatesOf(body.meetingId);
    },

    async deleteTemplate(user: TSessionUser, meetingId: number, id: number) {
      await meetings.authorize(user, meetingId);
      await repo.deleteTemplate(db, meetingId, id);
      return templatesOf(meetingId);
    },

    /** The template filled in with the newest registrant's data, as they would read it. */
    async preview(user: TSessionUser, meetingId: number, id: number, origin: string, locale: TLocale) {
      const meeting = await meetings.authorize(user, meetingId);
      const template = await repo.template(db, meetingId, id);
      if (!template) throw notFound();
      const [recipient] = await repo.recipients(db, meetingId, { kind: 'all', ids: [] }, { limit: 1 });
      if (!recipient) throw conflict('mail.noRecipients');
      const values = valuesOf(recipient, meeting.meetingName, origin, locale);
      return {
        subject: fill(template.subject, values),
        body: fill(template.body, values),
        to: recipient.email,
      };
    },

    /**
     * Writes out every message of the campaign (variables filled, unsubscribed addresses of
     * promotional mail skipped) in one transaction, then queues its job, now or at `sendAt`.
     */
    async send(user: TSessionUser, body: TMailSend, origin: string, locale: TLocale) {
      const meeting = await meetings.authorize(user, body.meetingId);
      const template = await repo.template(db, body.meetingId, body.templateId);
      if (!template) throw notFound();
      const recipients = await repo.recipients(db, body.meetingId, body.audience);
      const unique = [...new Map(recipients.map((one) => [one.email.toLowerCase(), one])).values()];
      if (!unique.length) throw conflict('mail.noRecipients');
      const sendAt = body.sendAt ? new Date(body.sendAt) : new Date();
      const campaign = await db.transaction(async (tx) => {
        const made = await repo.insertCampaign(tx, {
          meetingId: body.meetingId,
          subject: template.subject,
          body: template.body,
          promotional: template.promotional,
          audience: body.audience,
          origin,
          sendAt,
          createdBy: user.userId,
        });
        const gone = template.promotional
          ? await repo.unsubscribed(
              tx,
              unique.map((one) => one.email),
            )
          : new Set();
        await repo.insertMessages(
          tx,
          unique.map((recipient) => {
            const values = valuesOf(recipient, meeting.meetingName, origin, locale);
            const unsubscribe = delivery.unsubscribePageUrl(origin, recipient.email);
            const text = fill(template.body, values);
            return {
              campaignId: made.id,
              registrationId: recipient.registrationId,
              name: recipient.name,
              email: recipient.email,
              subject: fill(template.subject, values).slice(0, 300),
              body: template.promotional
                ? `${text}\n\n${translate('mail.unsubscribeLine', locale, { url: unsubscribe })}\n`
                : text,
              nextAttemptAt: sendAt,
              ...(gone.has(recipient.email.toLowerCase())
                ? { status: 'skipped' as const, reply: 'unsubscribed' }
                : {}),
            };
          }),
        );
        return made;
      });
      await delivery.wake(campaign.id, sendAt);
      const [summary] = await repo.campaigns(db, body.meetingId, campaign.id);
      return {
        ...summary!,
        sendAt: summary!.sendAt.toISOString(),
        createdAt: summary!.createdAt.toISOString(),
      };
    },

    async campaigns(user: TSessionUser, meetingId: number) {
      await meetings.authorize(user, meetingId);
      return (await repo.campaigns(db, meetingId)).map((row) => ({
        ...row,
        sendAt: row.sendAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async records(
      user: TSessionUser,
      request: {
        meetingId: number;
        campaignId?: number;
        status?: TMailRecord['status'];
        pageCurrent: number;
        pageSize: number;
      },
    ) {
      await meetings.authorize(user, request.meetingId);
      const { rows, total } = await repo.records(db, request.meetingId, request, sliceOf(request));
      return toPage(
        rows.map((row) => ({
          id: row.id,
          campaignId: row.campaignId,
          name: row.name,
          email: row.email,
          subject: row.subject,
          status: stateOf(row.status),
          reply: row.reply,
          attempts: row.attempts,
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
        total,
        request,
      );
    },
  };
};

export type TMailService = ReturnType<typeof createMailService>;
