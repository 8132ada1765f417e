import type { TPageRequest, TPostStatus } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb, TDbOrTx } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { conflict, invalid, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import { plainText } from '../../../platform/search/segment.ts';
import { lockAuthor } from '../blog/blog.service.ts';
import { COMMENT_LIMIT } from '../blog/comment.service.ts';
import { firstSensitiveWord } from '../moderation/sensitive-word.service.ts';
import { assertAsker, assertMayDelete, assertNotHidden, assertNotOwnAnswer } from '../community.policy.ts';
import { presentAnswer, presentAnswerComment } from './answer.presenter.ts';
import { answerRepository as repo } from './answer.repository.ts';
import { questionRepository } from './question.repository.ts';
import { readsQuestion } from './question.service.ts';

/** New answers one person may write per hour (edits are free): decision 035. */
export const ANSWER_LIMIT = { count: 20, minutes: 60 };

/**
 * Answers (SPEC /question/view/:id): one per person and question (answering again edits it), voted
 * up or down once per person, one accepted by the asker; comments under each answer.
 */
/**
 * An answer's state for moderation, and a change of it with what follows on its question: the count
 * of published answers, and no accepted answer that is no longer published.
 */
export const answerModeration = {
  status: async (db: TDbOrTx, id: number) => (await repo.find(db, id))?.status,
  setStatus: async (tx: TDbOrTx, id: number, status: TPostStatus) => {
    const answer = await repo.setStatus(tx, id, status);
    if (!answer) return;
    await questionRepository.recountAnswers(tx, answer.questionId);
    if (status !== 'published') await questionRepository.dropAccepted(tx, answer.questionId, id);
  },
};

export const createAnswerService = (db: TDb) => {
  /** The published question an answer belongs to; others are nobody's to answer or vote on. */
  const openQuestion = async (id: number) => {
    const found = await questionRepository.find(db, id);
    if (!found || found.question.status !== 'published') throw notFound();
    return found.question;
  };
  /** A published answer of a published question: what votes, acceptance and comments touch. */
  const liveAnswer = async (id: number) => {
    const answer = await repo.find(db, id);
    if (!answer || answer.status !== 'published') throw notFound();
    return { answer, question: await openQuestion(answer.questionId) };
  };

  return {
    async list(
      caller: TSessionUser | null,
      request: TPageRequest & { questionId: number; sort: 'votes' | 'time' },
    ) {
      // The asker and moderators read a held or hidden question's page, answers included.
      const question = (await questionRepository.find(db, request.questionId))?.question;
      if (!question || !readsQuestion(caller, question)) throw notFound();
      const found = await repo.page(
        db,
        { id: question.id, acceptedId: question.acceptedAnswerId },
        { userId: caller?.userId ?? null, moderates: caller?.isAdmin ?? false },
        request.sort,
        sliceOf(request),
      );
      const votes = await repo.votesOf(
        db,
        found.list.map((row) => row.answer.id),
        caller?.userId ?? null,
      );
      return toPage(
        found.list.map((row) =>
          presentAnswer(row, caller, question.acceptedAnswerId, votes.get(row.answer.id) ?? 0),
        ),
        found.totalCount,
        request,
      );
    },

    /** Writes the person's answer; a first answer counts against the hourly limit. */
    async save(user: TSessionUser, request: { questionId: number; content: string }) {
      const question = await openQuestion(request.questionId);
      // Cleaned by its schema: '' when it shows nothing.
      const { content } = request;
      if (!content) throw invalid('answer.contentRequired', 'content');
      const text = plainText(content).trim();
      const flagged = await firstSensitiveWord(db, text);
      const before = await repo.mine(db, question.id, user.userId);
      assertNotHidden(before);

      const id = await db.transaction(async (tx) => {
        if (!before) {
          await lockAuthor(tx, 'answer', user.userId);
          const { count, minutes } = ANSWER_LIMIT;
          if ((await repo.answeredSince(tx, user.userId, minutes)) >= count)
            throw conflict('answer.tooFast', { minutes });
        }
        const saved = await repo.upsert(tx, question.id, user.userId, {
          content,
          status: flagged ? 'pending' : 'published',
        });
        await questionRepository.recountAnswers(tx, question.id);
        if (flagged) await questionRepository.dropAccepted(tx, question.id, saved.id);
        return saved.id;
      });
      const row = await repo.withAuthor(db, id);
      const myVote = (await repo.votesOf(db, [id], user.userId)).get(id) ?? 0;
      return presentAnswer(row!, user, question.acceptedAnswerId, myVote);
    },

    /** Its author or a moderator deletes an answer, its votes and comments with it. */
    async delete(user: TSessionUser, id: number) {
      const answer = await repo.find(db, id);
      if (!answer) throw notFound();
      assertMayDelete(user, answer.authorId);
      await db.transaction(async (tx) => {
        await repo.delete(tx, id);
        await questionRepository.recountAnswers(tx, answer.questionId);
        await questionRepository.dropAccepted(tx, answer.questionId, id);
      });
      return null;
    },

    /** One vote per person (1, -1, or 0 to take it back); never on one's own answer. */
    async vote(user: TSessionUser, request: { id: number; value: number }) {
      const { answer } = await liveAnswer(request.id);
      assertNotOwnAnswer(user, answer);
      const score = await db.transaction((tx) => repo.vote(tx, answer.id, user.userId, request.value));
      return { score, myVote: request.value };
    },

    /** The asker accepts one answer (accepting it again takes it back). */
    async accept(user: TSessionUser, id: number) {
      const { answer, question } = await liveAnswer(id);
      assertAsker(user, question);
      const acceptedAnswerId = await questionRepository.toggleAccepted(db, question.id, answer.id);
      return { acceptedAnswerId };
    },

    async comments(caller: TSessionUser | null, answerId: number) {
      const { answer } = await liveAnswer(answerId);
      const rows = await repo.comments(db, answer.id);
      return rows.map((row) => presentAnswerComment(row, caller, answer.authorId));
    },

    /** A plain-text comment under an answer, within the same per-minute limit as blog comments. */
    async comment(user: TSessionUser, request: { answerId: number; content: string }) {
      const { answer } = await liveAnswer(request.answerId);
      const word = await firstSensitiveWord(db, request.content);
      if (word) throw invalid('moderation.wordRefused', 'content', { word });
      const comment = await db.transaction(async (tx) => {
        await lockAuthor(tx, 'answer-comment', user.userId);
        if ((await repo.commentedSince(tx, user.userId, COMMENT_LIMIT.seconds)) >= COMMENT_LIMIT.count)
          throw conflict('comment.tooFast', { seconds: COMMENT_LIMIT.seconds });
        return repo.addComment(tx, answer.id, user.userId, request.content);
      });
      const mine = (await this.comments(user, answer.id)).find((row) => row.id === comment.id);
      return mine!;
    },

    /** Its writer, the answer's author or a moderator deletes a comment. */
    async deleteComment(user: TSessionUser, id: number) {
      const comment = await repo.findComment(db, id);
      if (!comment) throw notFound();
      const answer = await repo.find(db, comment.answerId);
      assertMayDelete(user, comment.authorId, answer?.authorId);
      await db.transaction((tx) => repo.deleteComment(tx, id, comment.answerId));
      return null;
    },
  };
};
export type TAnswerService = ReturnType<typeof createAnswerService>;
