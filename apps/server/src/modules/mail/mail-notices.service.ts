import { translate, type TLocale, type TMailKind } from '@huitang/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb, TTx } from '../../platform/db/client.ts';
import type { TMailDelivery } from './mail-delivery.service.ts';
import { mailRepository as repo } from './mail.repository.ts';

/** An order's event its registrants hear of by mail. */
export type TOrderEvent = 'confirmed' | 'paid' | 'refunded';
/** A registrant of an order as the mail needs them (mailRepository.orderRecipients). */
export type TOrderRecipient = Awaited<ReturnType<typeof repo.orderRecipients>>[number];

interface TNotice {
  /** What it is about: the same ref to the same address is one mail, however often it is told. */
  ref: string;
  registrationId?: number;
  name: string;
  email: string;
  subject: string;
  body: string;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Chinese first, then English, in one mail: a notice goes out before anyone chose a language. */
const bothLanguages = (render: (locale: TLocale) => { subject: string; body: string }) => {
  const zh = render('zh');
  const en = render('en');
  return { subject: `${zh.subject} / ${en.subject}`.slice(0, 300), body: `${zh.body}\n\n${en.body}\n` };
};

/**
 * The mails people expect without a campaign — sign-up confirmed with the credential link, payment
 * received, refund, a paper's decision, a session about to start. Each is written into the meeting's standing campaign of its
 * kind and sent by the same delivery (queue, rate, retries, record). Told on its own, a notice never
 * fails the call that caused it: a mail that could not be written is logged, one written is sent by
 * the sweep even if its run was never queued. Told inside the change's transaction (`tx`, the
 * outbox), the mail and its run commit with the change or not at all, and a failure fails the change.
 */
export const createMailNotices = (db: TDb, delivery: TMailDelivery, log: FastifyBaseLogger) => {
  /** Writes the notices no one was told yet and wakes the campaign when there are any. */
  const tell = async (
    meetingId: number,
    kind: TMailKind,
    origin: string | undefined,
    notices: TNotice[],
    tx?: TTx,
  ) => {
    if (!notices.length) return;
    const rows = notices.map((notice) => ({ ...notice, name: notice.name.slice(0, 32) }));
    const standing = await repo.insertIntoStanding(tx ?? db, meetingId, kind, origin, rows);
    if (standing) return delivery.wake(standing.campaignId, undefined, tx);
    // The meeting's first notice of this kind, one from a new site address, or one already written.
    const campaignId = await repo.noticeCampaign(tx ?? db, meetingId, kind, origin);
    const written = await repo.insertMessages(
      tx ?? db,
      rows.map((row) => ({ ...row, campaignId })),
    );
    if (written) await delivery.wake(campaignId, undefined, tx);
  };

  /** Writes an order event's mail to each of `rows` (confirmed mails only to the confirmed). */
  const tellOrder = async (rows: TOrderRecipient[], event: TOrderEvent, origin: string, tx?: TTx) => {
    const told = rows.filter((row) => event !== 'confirmed' || row.status === 'confirmed');
    const [first] = told;
    if (!first) return;
    const notices = told.map((row) => {
      const params = {
        name: row.name,
        meeting: row.meetingName,
        type: row.typeName,
        order: row.orderNo,
        amount: yuan(row.payableFen),
        credential: `${origin}/account/meetingcenter/credentials?id=${row.registrationId}`,
      };
      const mail = bothLanguages((locale) => {
        const meeting = locale === 'en' && row.meetingNameEn ? row.meetingNameEn : row.meetingName;
        const said = { ...params, meeting };
        const next =
          event === 'refunded'
            ? ''
            : row.status === 'confirmed'
              ? translate('mail.notice.credential', locale, said)
              : translate('mail.notice.awaitingAudit', locale, said);
        return {
          subject: translate(`mail.notice.${event}.subject`, locale, said),
          body: `${translate(`mail.notice.${event}.body`, locale, said)}${next ? `\n${next}` : ''}`,
        };
      });
      return {
        ref: `${event}:${row.registrationId}`,
        registrationId: row.registrationId,
        name: row.name,
        email: row.email,
        ...mail,
      };
    });
    await tell(first.meetingId, event, origin, notices, tx);
  };

  const safely = async (what: string, work: () => Promise<void>, tx?: TTx) => {
    if (tx) return work();
    try {
      await work();
    } catch (error) {
      log.error({ err: error }, `writing the ${what} mail failed`);
    }
  };

  return {
    /**
     * Tells an order's registrants (or one of them) that their sign-up is confirmed, their payment
     * arrived, or their money went back; confirmed and paid mails carry the credential's link.
     * Inside `tx` the registrants are read as that transaction left them.
     */
    order: (orderId: number, event: TOrderEvent, origin: string, registrationId?: number, tx?: TTx) =>
      safely(
        `order ${event}`,
        async () => {
          const rows = (await repo.orderRecipients(tx ?? db, orderId)).filter(
            (row) => registrationId === undefined || row.registrationId === registrationId,
          );
          await tellOrder(rows, event, origin, tx);
        },
        tx,
      ),

    /**
     * The same, inside the transaction that has just written the order, for the registrants as it
     * wrote them (those without an address left out by the caller or here): a sign-up during a rush
     * need not read back what it wrote.
     */
    orderWritten: (rows: TOrderRecipient[], event: TOrderEvent, origin: string, tx: TTx) =>
      tellOrder(
        rows.filter((row) => row.email !== ''),
        event,
        origin,
        tx,
      ),

    /** Tells a paper's corresponding author of the decision, in the words of the site message. */
    paperDecision: (
      meetingId: number,
      origin: string,
      paper: { id: number; status: string; name: string; email: string },
      text: { title: string; titleEn: string; content: string; contentEn: string },
    ) =>
      safely('paper decision', () =>
        tell(meetingId, 'paperDecision', origin, [
          {
            // Each decision is its own mail: one changed back and forth is told each time.
            ref: `paper:${paper.id}:${paper.status}:${Date.now()}`,
            name: paper.name,
            email: paper.email,
            subject: `${text.title} / ${text.titleEn}`.slice(0, 300),
            body: `${text.content}\n\n${text.contentEn}\n`,
          },
        ]),
      ),

    /** Reminds attendees that a session starts soon, in the words of the site message; once each. */
    sessionReminder: (
      meetingId: number,
      sessionId: number,
      text: { title: string; titleEn: string; content: string; contentEn: string },
      people: { registrationId: number; name: string; email: string }[],
    ) =>
      safely('session reminder', () =>
        tell(
          meetingId,
          'reminder',
          undefined,
          people.map((person) => ({
            ref: `reminder:${sessionId}:${person.registrationId}`,
            registrationId: person.registrationId,
            name: person.name,
            email: person.email,
            subject: `${text.title} / ${text.titleEn}`.slice(0, 300),
            body: `${person.name}：\n${text.content}\n\n${text.contentEn}\n`,
          })),
        ),
      ),
  };
};

export type TMailNotices = ReturnType<typeof createMailNotices>;
