import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js';

export interface TMail {
  to: string;
  /** The sender when not the transport's own (a meeting's sender name). */
  from?: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** Extra headers, such as List-Unsubscribe on promotional mail. */
  headers?: Record<string, string>;
  /** A stable Message-ID, so a mail sent again after a crash is known as the same mail. */
  messageId?: string;
}

/** What the server answered: the message id and its reply line (kept on the record page). */
export interface TMailSent {
  messageId: string;
  response: string;
}

export interface TMailer {
  send(mail: TMail): Promise<TMailSent>;
  /** Closes pooled connections. */
  close?(): void;
}

/**
 * Sends mail over SMTP when a server is named, or, for the embedded default, writes each message as
 * an .eml file under dataDir/mail (any mail program opens it) and logs a line a person can read.
 */
/** How long an SMTP server may take to accept, to greet, and to answer any command. */
const TIMEOUTS = { connectMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

export const createMailer = (
  { smtpUrl, from }: { smtpUrl: string | undefined; from: string },
  dataDir: string,
  log: FastifyBaseLogger,
  timeouts = TIMEOUTS,
): TMailer => {
  if (smtpUrl) {
    // A pool keeps connections open across a campaign; the timeouts bound a server that stops
    // answering (nodemailer waits minutes by default), so a stuck mail is retried, not hung on.
    // createTransport({ url, ... }) would drop every option but the URL's: the pool reads them.
    const transport = nodemailer.createTransport(
      new SMTPPool({
        url: smtpUrl,
        pool: true,
        maxConnections: 8,
        connectionTimeout: timeouts.connectMs,
        greetingTimeout: timeouts.greetingMs,
        socketTimeout: timeouts.socketMs,
      }),
    );
    return {
      async send(mail) {
        const info = await transport.sendMail({ ...mail, from: mail.from ?? from });
        return { messageId: info.messageId, response: info.response };
      },
      close: () => transport.close(),
    };
  }
  const folder = path.join(dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ ...mail, from: mail.from ?? from });
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ mail: { to: mail.to, subject: mail.subject, file } }, `Mail to ${mail.to}: ${mail.subject}`);
      // The record shows organisers the file's name, not where the server keeps its data.
      return { messageId: info.messageId, response: `written to mail/${path.basename(file)}` };
    },
  };
};
