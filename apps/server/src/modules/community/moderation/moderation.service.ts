import type { TPageRequest, TPostStatus, TReportKind } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb, TDbOrTx } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { AppError, conflict, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import { Code } from '@huitang/contracts';
import { blogModeration } from '../blog/blog.service.ts';
import { answerModeration } from '../question/answer.service.ts';
import { questionModeration } from '../question/question.service.ts';
import { reportRepository } from './report.repository.ts';
import { sensitiveWordRepository } from './sensitive-word.repository.ts';
import { presentEntry } from './moderation.presenter.ts';

/** Open reports from this many readers hide a post until a moderator looks (as Discourse does). */
export const REPORTS_TO_HIDE = 3;

type TAction = 'approve' | 'hide' | 'restore' | 'dismiss';
/** The state each action moves a post from and to; dismiss keeps it and only closes the reports. */
const MOVES: Record<Exclude<TAction, 'dismiss'>, { from: TPostStatus[]; to: TPostStatus }> = {
  approve: { from: ['pending'], to: 'published' },
  hide: { from: ['published', 'pending'], to: 'hidden' },
  restore: { from: ['hidden'], to: 'published' },
};

/**
 * Each kind of post: its current state, and a change of state with everything that follows it
 * (search finds only published posts; a question counts only its published answers), kept by the
 * room that owns the post.
 */
const posts: Record<
  TReportKind,
  {
    status: (db: TDbOrTx, id: number) => Promise<TPostStatus | 'draft' | undefined>;
    setStatus: (tx: TDbOrTx, id: number, status: TPostStatus) => Promise<void>;
  }
> = { blog: blogModeration, question: questionModeration, answer: answerModeration };

/**
 * Moderation (decision 035): readers report published posts, enough reports hide one, and the
 * platform admin works the queue — approving posts held for a sensitive word, hiding, restoring,
 * or dismissing reports — and keeps the list of sensitive words.
 */
export const createModerationService = (db: TDb) => {
  const words = async () =>
    (await sensitiveWordRepository.list(db)).map((row) => ({
      word: row.word,
      gmtCreate: row.createdAt.toISOString(),
    }));

  return {
    /** One report per reader and post; the third reader's hides it until a moderator decides. */
    async report(user: TSessionUser, request: { kind: TReportKind; id: number; reason: string }) {
      const post = posts[request.kind];
      if ((await post.status(db, request.id)) !== 'published') throw notFound();
      await db.transaction(async (tx) => {
        await reportRepository.lockPost(tx, request.kind, request.id);
        const filed = await reportRepository.add(tx, {
          kind: request.kind,
          refId: request.id,
          reporterId: user.userId,
          reason: request.reason,
        });
        if (!filed) throw conflict('moderation.alreadyReported');
        if ((await reportRepository.openCount(tx, request.kind, request.id)) >= REPORTS_TO_HIDE)
          await post.setStatus(tx, request.id, 'hidden');
      });
      return null;
    },

    async queue(request: TPageRequest & { tab: 'pending' | 'reported' | 'hidden' }) {
      const rows = await reportRepository.queue(db, request.tab, sliceOf(request));
      return toPage(rows.map(presentEntry), rows[0]?.total ?? 0, request);
    },

    /** Approves, hides, restores or dismisses; every decision closes the post's open reports. */
    async decide(request: { kind: TReportKind; id: number; action: TAction }) {
      const post = posts[request.kind];
      const status = await post.status(db, request.id);
      if (!status || status === 'draft') throw notFound();
      const move = request.action === 'dismiss' ? undefined : MOVES[request.action];
      if (move && !move.from.includes(status)) throw new AppError(Code.CONFLICT, 'moderation.notApplicable');
      await db.transaction(async (tx) => {
        if (move) await post.setStatus(tx, request.id, move.to);
        await reportRepository.resolve(tx, request.kind, request.id);
      });
      return null;
    },

    words,
    async addWord(word: string) {
      await sensitiveWordRepository.add(db, word);
      return words();
    },
    async removeWord(word: string) {
      await sensitiveWordRepository.remove(db, word);
      return words();
    },
  };
};
export type TModerationService = ReturnType<typeof createModerationService>;
