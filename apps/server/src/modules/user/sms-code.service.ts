import { randomInt } from 'node:crypto';
import type { TDb } from '../../platform/db/client.ts';
import { conflict, invalid } from '../../platform/http/errors.ts';
import type { TSmsProvider } from '../../platform/sms/sms-provider.ts';
import { smsCodeRepository } from './sms-code.repository.ts';

const CODE_TTL_SECONDS = 5 * 60;
const MIN_INTERVAL_SECONDS = 60;
const DAILY_LIMIT = 10;
/** After this many wrong guesses the code is spent: 6 digits must not be brute-forced. */
const MAX_ATTEMPTS = 5;

export const createSmsCodeService = (db: TDb, sms: TSmsProvider) => ({
  async send(mobile: string): Promise<void> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.transaction(async (tx) => {
      await smsCodeRepository.lockMobile(tx, mobile);
      const stats = await smsCodeRepository.sendStats(tx, mobile);
      // The day's limit first: when both hold, 'wait 30 seconds' would only lead to a second refusal.
      if (stats.today >= DAILY_LIMIT) throw conflict('code.dailyLimit');
      if (stats.secondsSinceLast !== null && stats.secondsSinceLast < MIN_INTERVAL_SECONDS) {
        throw conflict('code.tooOften', {
          seconds: Math.ceil(MIN_INTERVAL_SECONDS - stats.secondsSinceLast),
        });
      }
      await smsCodeRepository.insert(tx, mobile, code, CODE_TTL_SECONDS);
    });
    await sms.send({ mobile, template: 'verification', params: { code } });
  },

  /**
   * Spends the mobile's live code if it matches. Its own transaction, so a wrong guess is counted
   * even though the caller's request fails.
   */
  async consume(mobile: string, code: string): Promise<void> {
    const outcome = await db.transaction(async (tx) => {
      const live = await smsCodeRepository.latestLive(tx, mobile);
      if (!live || live.attempts >= MAX_ATTEMPTS) return 'invalid';
      if (live.code !== code) {
        await smsCodeRepository.countAttempt(tx, live.id);
        return 'invalid';
      }
      await smsCodeRepository.markUsed(tx, live.id);
      return 'ok';
    });
    if (outcome !== 'ok') throw invalid('code.invalid', 'code');
  },
});

export type TSmsCodeService = ReturnType<typeof createSmsCodeService>;
