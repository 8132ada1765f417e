import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface TSmsMessage {
  mobile: string;
  /** The text's template: 'verification' (params.code), 'paperDecision' … */
  template: string;
  params: Record<string, string>;
}

/** Where texts go (codes and notices). A real vendor (Aliyun, Tencent Cloud) implements the same interface. */
export interface TSmsProvider {
  send(message: TSmsMessage): Promise<void>;
}

/** The default provider: one JSON line per text in data/sms.log, and a log line a person can read. */
export const createConsoleSmsProvider = (dataDir: string, log: FastifyBaseLogger): TSmsProvider => {
  const file = path.join(dataDir, 'sms.log');
  return {
    async send({ mobile, template, params }) {
      await mkdir(dataDir, { recursive: true });
      const line = { mobile, template, ...params, at: new Date().toISOString() };
      await appendFile(file, `${JSON.stringify(line)}\n`);
      log.info({ sms: line }, `SMS to ${mobile}: ${template} ${JSON.stringify(params)}`);
    },
  };
};
