import type { TDbOrTx } from '../../../platform/db/client.ts';
import { sensitiveWordRepository } from './sensitive-word.repository.ts';

/**
 * The admin's sensitive words as the other rooms of the community check them (decision 035): a post
 * or comment that contains one waits for a moderator.
 */
export const firstSensitiveWord = (db: TDbOrTx, text: string): Promise<string | undefined> =>
  sensitiveWordRepository.firstIn(db, text);
