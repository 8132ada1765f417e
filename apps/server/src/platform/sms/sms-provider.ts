import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface TSmsMessage {
  mobile: string;
  /** The text's template: 'verification' (params.code), 'paperDecision', 'promotion' … */
  template: string;
  params: Record<string, string>;
  /** A promotion's approved template code at the vendor (SMS_71390007); our own texts have none. */
  providerCode?: string;
  /** The text as the person reads it, for the log (the vendor renders its own copy). */
  text?: string;
}

/** Where texts go (codes, notices, promotions): the console (default) or Aliyun SMS. */
export interface TSmsProvider {
  /** Resolves with the vendor's receipt; rejects when it refuses the text or cannot be reached. */
  send(message: TSmsMessage): Promise<{ reply: string }>;
}

/** The default provider: one JSON line per text in data/sms.log, and a log line a person can read. */
export const createConsoleSmsProvider = (dataDir: string, log: FastifyBaseLogger): TSmsProvider => {
  const file = path.join(dataDir, 'sms.log');
  return {
    async send({ mobile, template, params, providerCode, text }) {
      await mkdir(dataDir, { recursive: true });
      const line = {
        mobile,
        template,
        ...params,
        ...(providerCode ? { providerCode } : {}),
        ...(text ? { text } : {}),
        at: new Date().toISOString(),
      };
      await appendFile(file, `${JSON.stringify(line)}\n`);
      log.info({ sms: line }, `SMS to ${mobile}: ${text ?? `${template} ${JSON.stringify(params)}`}`);
      return { reply: 'written to sms.log' };
    },
  };
};
