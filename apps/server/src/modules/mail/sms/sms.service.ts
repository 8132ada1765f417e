import { SMS_VARIABLES, type TLocale, type TSmsSend, type TSmsTemplateSave } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { conflict, invalid, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import type { TInstance } from '../../../platform/db/instance.ts';
import type { TQueue } from '../../../platform/jobs/queue.ts';
import type { TSmsProvider } from '../../../platform/sms/sms-provider.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import { fill, unknownVariables, valuesOf } from '../mail-variables.ts';
import { mailRepository } from '../mail.repository.ts';
import { nextRunAt, refusalOf, RUN_MS } from '../outbox-retry.ts';
import { smsRepository as repo } from './sms.repository.ts';

export const SMS_JOB = 'sms-send';
/** Vendors cap each variable's value (Aliyun: 35 characters for most); names and meetings are cut. */
const VALUE_LIMIT = 35;

/** Billed units: one text up to 70 characters; longer ones go in parts of 67 (the carriers' split). */
export const smsUnits = (text: string) => {
  const length = [...text].length;
  return length <= 70 ? 1 : Math.ceil(length / 67);
};

export interface TSmsDeps {
  meetings: TMeetingService;
  queue: TQueue;
  provider: TSmsProvider;
  retrySeconds: number;
  leaseSeconds: number;
  instance: TInstance;
  /** What the platform charges per billed text, in fen. */
  smsPriceFen: number;
}

/**
 * SMS promotion (console): the vendor's approved templates with their variables checked on save,
 * texts written out per mobile of the audience and sent by a job on PostgreSQL with retries, and the
 * log with each text's state and the vendor's receipt or refusal, with the meeting's counts.
 */
export const createSmsService = (db: TDb, deps: TSmsDeps) => {
  const { meetings, queue, provider, retrySeconds, leaseSeconds, instance, smsPriceFen } = deps;

  const templatesOf = async (meetingId: number) =>
    (await repo.templates(db, meetingId)).map((row) => ({
      id: row.id,
      name: row.name,
      providerCode: row.providerCode,
      content: row.content,
      variables: [...new Set([...row.content.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))],
      updatedAt: row.updatedAt.toISOString(),
    }));

  const wake = (meetingId: number, startAfter?: Date) =>
    queue.send(SMS_JOB, { meetingId }, startAfter ? { startAfter } : {});

  return {
    async templates(user: TSessionUser, meetingId: number) {
      await meetings.authorize(user, meetingId);
      return templatesOf(meetingId);
    },

    async saveTemplate(user: TSessionUser, body: TSmsTemplateSave) {
      await meetings.authorize(user, body.meetingId);
      const [unknown] = unknownVariables(body.content, SMS_VARIABLES);
      if (unknown)
        throw invalid('sms.unknownVariable', 'content', {
          variable: unknown,
          known: SMS_VARIABLES.map((v) => `{${v}}`).join(' '),
        });
      if (body.id !== undefined && !(await repo.template(db, body.meetingId, body.id))) throw notFound();
      await repo.saveTemplate(db, body);
      return templatesOf(body.meetingId);
    },

    async deleteTemplate(user: TSessionUser, meetingId: number, id: number) {
      await meetings.authorize(user, meetingId);
      await repo.deleteTemplate(db, meetingId, id);
      return templatesOf(meetingId);
    },

    /** Writes one text per mobile of the audience (variables filled) and queues the sending. */
    async send(user: TSessionUser, body: TSmsSend, origin: string, locale: TLocale) {
      const meeting = await meetings.authorize(user, body.meetingId);
      const template = await repo.template(db, body.meetingId, body.templateId);
      if (!template) throw notFound();
      const recipients = await mailRepository.recipients(db, body.meetingId, body.audience, {
        channel: 'sms',
      });
      const unique = [...new Map(recipients.map((one) => [one.mobile, one])).values()];
      if (!unique.length) throw conflict('sms.noRecipients');
      const sendAt = body.sendAt ? new Date(body.sendAt) : new Date();
      const used = unknownVariables(template.content, []);
      await db.transaction((tx) =>
        repo.insertMessages(
          tx,
          unique.map((recipient) => {
            const values = valuesOf(recipient, meeting.meetingName, origin, locale);
            const params = Object.fromEntries(
              used.map((name) => [name, (values[name as keyof typeof values] ?? '').slice(0, VALUE_LIMIT)]),
            );
            const text = fill(template.content, params);
            return {
              meetingId: body.meetingId,
              registrationId: recipient.registrationId,
              name: recipient.name,
              mobile: recipient.mobile,
              templateName: template.name,
              providerCode: template.providerCode,
              params,
              text,
              units: smsUnits(text),
              sendAt,
              nextAttemptAt: sendAt,
              createdBy: user.userId,
            };
          }),
        ),
      );
      await wake(body.meetingId, sendAt);
      return { queued: unique.length };
    },

    async log(
      user: TSessionUser,
      request: { meetingId: number; status?: string; mobile?: string; pageCurrent: number; pageSize: number },
    ) {
      await meetings.authorize(user, request.meetingId);
      const { rows, total } = await repo.log(db, request.meetingId, request, sliceOf(request));
      return toPage(
        rows.map((row) => ({
          id: row.id,
          name: row.name,
          mobile: row.mobile,
          templateName: row.templateName,
          text: row.text,
          units: row.units,
          status: row.status === 'sending' ? ('queued' as const) : row.status,
          reply: row.reply,
          attempts: row.attempts,
          sendAt: row.sendAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
        total,
        request,
      );
    },

    async count(user: TSessionUser, meetingId: number) {
      await meetings.authorize(user, meetingId);
      return repo.count(db, meetingId);
    },

    /** Texts and their cost across the meetings the caller runs, per meeting and per month. */
    async cost(user: TSessionUser) {
      const owned = await meetings.managedBy(user);
      const [perMeeting, perMonth] = await Promise.all([
        repo.costByMeeting(db, owned),
        repo.costByMonth(db, owned),
      ]);
      const units = perMeeting.reduce((sum, row) => sum + row.units, 0);
      return {
        priceFen: smsPriceFen,
        units,
        costFen: units * smsPriceFen,
        meetings: perMeeting.map((row) => ({ ...row, costFen: row.units * smsPriceFen })),
        months: perMonth.map((row) => ({ ...row, costFen: row.units * smsPriceFen })),
      };
    },

    /** Sends the meeting's due texts one claimed at a time; retries a refusal, then records it failed. */
    async deliver(meetingId: number) {
      const until = Date.now() + RUN_MS;
      while (Date.now() < until) {
        const message = await repo.claim(db, meetingId, leaseSeconds, instance.id);
        if (!message) break;
        try {
          const { reply } = await provider.send({
            mobile: message.mobile,
            template: 'promotion',
            providerCode: message.providerCode,
            params: message.params,
            text: message.text,
          });
          await repo.finish(db, message.id, {
            status: 'sent',
            reply: reply.slice(0, 300),
            sentAt: new Date(),
          });
        } catch (error) {
          await repo.finish(
            db,
            message.id,
            refusalOf(message, (error as Error).message, { retrySeconds, replyLength: 300 }),
          );
        }
      }
      const next = await repo.pending(db, meetingId);
      if (next) await wake(meetingId, nextRunAt(next));
    },

    /** Queues a run for every meeting with a text due: the net under a run lost with a killed process. */
    async sweep() {
      for (const meetingId of await repo.dueMeetings(db, leaseSeconds)) await wake(meetingId);
    },
  };
};

export type TSmsService = ReturnType<typeof createSmsService>;
