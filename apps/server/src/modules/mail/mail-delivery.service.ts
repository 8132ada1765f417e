import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { UNSUBSCRIBE_PAGE } from '@huitang/contracts';
import type { TSecretBox } from '../../platform/crypto/secret-box.ts';
import type { TDb, TTx } from '../../platform/db/client.ts';
import type { TInstance } from '../../platform/db/instance.ts';
import type { TQueue } from '../../platform/jobs/queue.ts';
import { createMailer, type TMailer } from '../../platform/mail/mailer.ts';
import { nextRunAt, refusalOf, RUN_MS } from './outbox-retry.ts';
import { mailRepository as repo, type TMailMessageRow, type TMailSettingsRow } from './mail.repository.ts';

export const CAMPAIGN_JOB = 'mail-campaign';
/** Mails in flight at once per run, each over its own pooled SMTP connection. */
export const SENDERS = 8;

export const DEFAULT_MAIL_SETTINGS = {
  senderName: '',
  replyTo: '',
  transport: 'platform' as const,
  smtpSealed: '',
  perMinute: 600,
};

export interface TMailDeliveryDeps {
  queue: TQueue;
  secrets: TSecretBox;
  /** The platform's own transport (SMTP_URL, or .eml files). */
  platformMailer: TMailer;
  platformFrom: string;
  retrySeconds: number;
  /** A claim older than this is taken again even from a living instance (one stuck mid-send). */
  leaseSeconds: number;
  /** Marks this process's claims, taken again at once by the others when it dies. */
  instance: TInstance;
  /** Signs unsubscribe links. */
  secret: string;
  log: FastifyBaseLogger;
}

/**
 * Sending what campaigns and notices wrote out: each of a run's senders claims one message at a
 * time (another worker skips it), sent at the meeting's rate through its transport; a temporary
 * refusal is retried with back-off, a permanent one fails at once, with the server's reply. A claim
 * left by a killed process is taken again at once, carrying the same Message-ID, so a mail the
 * server took just before the kill is recognisable as one mail.
 */
export const createMailDelivery = (db: TDb, deps: TMailDeliveryDeps) => {
  let stopping = false;
  /** Senders waiting for their slot: a stop wakes them, so a run at a slow pace ends at once. */
  const sleepers = new Set<() => void>();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });
  const { queue, secrets, platformMailer, platformFrom, retrySeconds, leaseSeconds, instance, secret, log } =
    deps;
  const address = /<([^>]+)>/.exec(platformFrom)?.[1] ?? platformFrom;
  const domain = address.split('@')[1] ?? 'huitang.local';
  /** Own servers are kept open between messages of a run, not dialled again per mail. */
  const ownMailers = new Map<string, TMailer>();

  const settingsOf = async (meetingId: number) =>
    (await repo.settings(db, meetingId)) ??
    ({ meetingId, ...DEFAULT_MAIL_SETTINGS, updatedAt: new Date() } satisfies TMailSettingsRow);

  /** The meeting's transport and sender: its own server, or the platform's under its name. */
  const mailerOf = (settings: TMailSettingsRow) => {
    const from = settings.senderName ? `${settings.senderName} <${address}>` : platformFrom;
    let mailer = platformMailer;
    if (settings.transport === 'own' && settings.smtpSealed) {
      const url = secrets.open(settings.smtpSealed);
      mailer = ownMailers.get(url) ?? createMailer({ smtpUrl: url, from }, '', log);
      ownMailers.set(url, mailer);
    }
    return { mailer, from, replyTo: settings.replyTo || undefined };
  };

  const tokenOf = (email: string) =>
    `${Buffer.from(email).toString('base64url')}.${createHmac('sha256', secret).update(`unsubscribe:${email}`).digest('base64url').slice(0, 32)}`;

  /** List-Unsubscribe's address: a mail client POSTs to it (RFC 8058); opened, it leads to the page. */
  const unsubscribeUrl = (origin: string, email: string) =>
    `${origin}/apis/meeting/api/email/unsubscribe?token=${tokenOf(email)}`;
  /** The link in the mail's text: the page where the person unsubscribes with one click. */
  const unsubscribePageUrl = (origin: string, email: string) =>
    `${origin}${UNSUBSCRIBE_PAGE}?token=${tokenOf(email)}`;

  /**
   * What becomes of a message the server refused: a permanent refusal (5xx: no such mailbox,
   * rejected) fails at once, anything else (4xx, a dropped connection) is tried again later with
   * back-off, until the last attempt; the server's reply is kept either way.
   */
  const refused = (message: TMailMessageRow, error: Error & { responseCode?: number }) => {
    const permanent = (error.responseCode ?? 0) >= 500 && (error.responseCode ?? 0) < 600;
    return refusalOf(message, error.message, { retrySeconds, replyLength: 500, permanent });
  };

  /**
   * Sends the campaign's due messages; ends when none is due (queueing itself again for a later
   * retry) or after RUN_MS, handing the rest to a new job so a slow campaign never outlives its job.
   */
  const deliver = async (campaignId: number) => {
    const campaign = await repo.campaign(db, campaignId);
    if (!campaign) return;
    const settings = await settingsOf(campaign.meetingId);
    const { mailer, from, replyTo } = mailerOf(settings);
    const gap = 60_000 / settings.perMinute;
    const until = Date.now() + RUN_MS;
    /** The next moment the meeting's rate allows a mail; each sender takes the slot after it. */
    let nextSlot = Date.now();
    // A sender waits for its slot before it claims a message, never holding one while it waits: a
    // stop then leaves every message it did not send unclaimed, for the next run here or elsewhere.
    const sender = async () => {
      let slotFree = false;
      while (!stopping && Date.now() < until) {
        if (!slotFree) {
          const slot = Math.max(nextSlot, Date.now());
          nextSlot = slot + gap;
          if (slot > Date.now()) await pause(slot - Date.now());
          if (stopping) return;
        }
        slotFree = false;
        const [message] = await repo.claim(db, campaignId, 1, leaseSeconds, instance.id);
        if (!message) return;
        // Written out before the person unsubscribed (a campaign set for later, or still going out):
        // skipped, and the slot goes to the next message.
        if (campaign.promotional && (await repo.unsubscribed(db, [message.email])).size) {
          await repo.finish(db, message.id, { status: 'skipped', reply: 'unsubscribed' });
          slotFree = true;
          continue;
        }
        try {
          const sent = await mailer.send({
            to: message.email,
            from,
            replyTo,
            subject: message.subject,
            text: message.body,
            messageId: `<mail-${message.id}@${domain}>`,
            headers: campaign.promotional
              ? {
                  'List-Unsubscribe': `<${unsubscribeUrl(campaign.origin, message.email)}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                }
              : {},
          });
          await repo.finish(db, message.id, {
            status: 'sent',
            reply: sent.response.slice(0, 500),
            sentAt: new Date(),
          });
        } catch (error) {
          await repo.finish(db, message.id, refused(message, error as Error));
        }
      }
    };
    // An SMTP exchange is a few round trips of waiting: several in flight over the pool's
    // connections keep the server busy (one at a time sent 6 mails a second to a local server).
    await Promise.all(Array.from({ length: SENDERS }, sender));
    const next = await repo.pending(db, campaignId);
    if (next) await queue.send(CAMPAIGN_JOB, { campaignId }, { startAfter: nextRunAt(next) });
  };

  return {
    settingsOf,
    mailerOf,
    unsubscribePageUrl,
    tokenOf,
    deliver,
    /**
     * Queues a run for the campaign now (a notice was written, or a campaign is due); inside `tx`,
     * the run is queued with the messages it sends.
     */
    wake: (campaignId: number, startAfter?: Date, tx?: TTx) =>
      queue.send(
        CAMPAIGN_JOB,
        { campaignId },
        { ...(startAfter ? { startAfter } : {}), ...(tx ? { tx } : {}) },
      ),
    /**
     * Queues a run for every campaign with a message due: the safety net for a run lost with a
     * killed process, and for a notice written by a process stopped before it queued its run.
     */
    async sweep() {
      for (const campaignId of await repo.dueCampaigns(db, leaseSeconds))
        await queue.send(CAMPAIGN_JOB, { campaignId });
    },
    /**
     * A stop: each run ends after the mail it is sending (the rest stay queued for the next run, here
     * or on another instance), so the queue's graceful stop sees it end instead of a run going on for
     * up to two minutes after the server closed.
     */
    halt() {
      stopping = true;
      for (const wake of [...sleepers]) wake();
    },
    stop() {
      stopping = true;
      for (const wake of [...sleepers]) wake();
      for (const mailer of ownMailers.values()) mailer.close?.();
    },
  };
};

export type TMailDelivery = ReturnType<typeof createMailDelivery>;
