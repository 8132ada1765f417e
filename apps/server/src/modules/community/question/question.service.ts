import {
  Code,
  type TAskDetail,
  type TLocale,
  type TPageRequest,
  type TPostStatus,
  type ZAskListRequest,
  type ZAskSave,
  type ZMyQuestionsRequest,
} from '@huitang/contracts';
import type { z } from 'zod';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb, TDbOrTx } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { AppError, conflict, invalid, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import { searchIndex } from '../../../platform/search/search-index.repository.ts';
import { flatText } from '../../../platform/search/segment.ts';
import { lockAuthor } from '../blog/blog.service.ts';
import { bloggers } from '../blogger/blogger.service.ts';
import { type TLabelService } from '../label/label.service.ts';
import { firstSensitiveWord } from '../moderation/sensitive-word.service.ts';
import { assertAuthor, assertMayDelete, assertNotHidden } from '../community.policy.ts';
import { answerRepository } from './answer.repository.ts';
import { questionRepository as repo, type TQuestionRow } from './question.repository.ts';
import { presentCard, type TQuestionWithAuthor } from './question.presenter.ts';

/** Questions one person may ask per hour: a curious colleague, not a flood (decision 035). */
export const QUESTION_LIMIT = { count: 5, minutes: 60 };
const QUESTION_KIND = 7;

/** Readers see published questions; the asker and moderators also held and hidden ones. */
export const readsQuestion = (caller: TSessionUser | null, question: TQuestionRow) =>
  question.status === 'published' ||
  (caller !== null && (caller.isAdmin || caller.userId === question.authorId));

/** Keeps search in step: a published question is found by its title, details and asker. */
export const syncQuestionSearch = async (tx: TDbOrTx, question: TQuestionRow, askerName: string) => {
  if (question.status !== 'published') return searchIndex.remove(tx, QUESTION_KIND, question.id);
  return searchIndex.put(tx, {
    kind: QUESTION_KIND,
    refId: question.id,
    title: question.title,
    body: flatText(question.content),
    cover: '',
    byline: askerName,
    publishedAt: question.createdAt,
  });
};

/** A question's state for moderation, and a change of it with the search index that follows. */
export const questionModeration = {
  status: async (db: TDbOrTx, id: number) => (await repo.find(db, id))?.question.status,
  setStatus: async (tx: TDbOrTx, id: number, status: TPostStatus) => {
    const question = await repo.update(tx, id, { status });
    await syncQuestionSearch(tx, question, await bloggers.nameOf(tx, question.authorId));
  },
};

/**
 * Questions (SPEC /question): asked under the community's labels, listed newest, hot or still
 * unanswered, read by anyone. The asker edits and deletes theirs; a moderator deletes any.
 */
export const createQuestionService = (db: TDb, labels: TLabelService) => {
  /** A question the caller may read: published, or the caller's own, or a moderator's look. */
  const readable = async (caller: TSessionUser | null, id: number) => {
    const found = await repo.find(db, id);
    if (!found || !readsQuestion(caller, found.question)) throw notFound();
    return found;
  };
  const detail = async (
    caller: TSessionUser | null,
    found: TQuestionWithAuthor,
    locale: TLocale,
  ): Promise<TAskDetail> => {
    const { question } = found;
    const mine = caller?.userId === question.authorId;
    const myAnswer = caller ? await answerRepository.mine(db, question.id, caller.userId) : undefined;
    return {
      ...presentCard(found, await labels.byId(), locale),
      content: question.content,
      labelNos: question.labelIds,
      acceptedAnswerId: question.acceptedAnswerId,
      mine,
      moderates: mine || (caller?.isAdmin ?? false),
      status: question.status,
      myAnswerId: myAnswer?.id ?? null,
    };
  };
  const cards = async (
    found: Awaited<ReturnType<typeof repo.page>>,
    request: TPageRequest,
    locale: TLocale,
  ) => {
    const byId = await labels.byId();
    return toPage(
      found.list.map((row) => presentCard(row, byId, locale)),
      found.totalCount,
      request,
    );
  };

  return {
    /** Indexes at start the published questions search does not know yet; answers how many. */
    async indexUnindexed() {
      const missing = await repo.unindexed(db);
      for (const { question, authorName } of missing) await syncQuestionSearch(db, question, authorName);
      return missing.length;
    },

    async list(request: z.output<typeof ZAskListRequest>, locale: TLocale) {
      const found = await repo.page(
        db,
        {
          order: request.tab === 3 ? 'hot' : 'latest',
          unanswered: request.tab === 4,
          labelNo: request.labelNo,
          published: true,
        },
        sliceOf(request),
      );
      return cards(found, request, locale);
    },

    /** A question for a reader (its reads are counted by the page, view-count.repository.ts). */
    async view(caller: TSessionUser | null, id: number, locale: TLocale) {
      return detail(caller, await readable(caller, id), locale);
    },

    /** Asks (within the hourly limit) or edits one's own question. */
    async save(user: TSessionUser, request: z.output<typeof ZAskSave>, locale: TLocale) {
      const existing = request.id ? await repo.find(db, request.id) : undefined;
      if (request.id && !existing) throw notFound();
      if (existing) assertAuthor(user, existing.question);
      assertNotHidden(existing?.question);
      const labelNos = [...new Set(request.labelNos)];
      if ((await labels.existing(labelNos)).length !== labelNos.length)
        throw invalid('blog.labelUnknown', 'labelNos');
      const { content } = request;
      const flagged = await firstSensitiveWord(db, `${request.title}\n${flatText(content)}`);
      const fields = {
        title: request.title,
        content,
        labelIds: labelNos,
        status: flagged ? ('pending' as const) : ('published' as const),
      };

      const saved = await db.transaction(async (tx) => {
        let question: TQuestionRow;
        if (existing) question = await repo.update(tx, existing.question.id, fields);
        else {
          await lockAuthor(tx, 'question', user.userId);
          const { count, minutes } = QUESTION_LIMIT;
          if ((await repo.questionsSince(tx, user.userId, minutes)) >= count)
            throw conflict('question.tooFast', { minutes });
          question = await repo.insert(tx, user.userId, fields);
        }
        const saved = (await repo.find(tx, question.id))!;
        await syncQuestionSearch(tx, saved.question, saved.authorName);
        return saved;
      });
      return detail(user, saved, locale);
    },

    /** /account/ques: the questions I asked (any state), or the ones I answered. */
    async mine(user: TSessionUser, request: z.output<typeof ZMyQuestionsRequest>, locale: TLocale) {
      const found = await repo.page(
        db,
        request.kind === 'asked'
          ? { order: 'latest', authorId: user.userId }
          : { order: 'latest', answeredBy: user.userId, published: true },
        sliceOf(request),
      );
      return cards(found, request, locale);
    },

    /** The asker or a moderator deletes a question with its answers, votes and comments. */
    async delete(user: TSessionUser, id: number) {
      const found = await repo.find(db, id);
      if (!found) throw notFound();
      assertMayDelete(user, found.question.authorId);
      if (found.question.answerCount > 0 && !user.isAdmin)
        throw new AppError(Code.CONFLICT, 'question.hasAnswers');
      await db.transaction(async (tx) => {
        await repo.delete(tx, id);
        await searchIndex.remove(tx, QUESTION_KIND, id);
      });
      return null;
    },
  };
};
export type TQuestionService = ReturnType<typeof createQuestionService>;
