import {
  translate,
  type TLocale,
  type TPaperDecide,
  type TPaperListRequest,
  type TPaperRecord,
  type TPaperToReview,
  type TReviewer,
} from '@huitang/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import type { TDb } from '../../platform/db/client.ts';
import { sliceOf } from '../../platform/db/query.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { toPage } from '../../platform/http/page.ts';
import type { TSmsProvider } from '../../platform/sms/sms-provider.ts';
import type { TMailNotices } from '../mail/mail-notices.service.ts';
import type { TMeetingService } from '../meeting/meeting.service.ts';
import type { TMessageService } from '../message/message.service.ts';
import { paperRepository as repo, type TNamedPaper, type TPaperReviewRow } from './paper.repository.ts';
import { paperCore, type TPaperService } from './paper.service.ts';

interface TDeps {
  meetings: TMeetingService;
  papers: TPaperService;
  messages: TMessageService;
  sms: TSmsProvider;
  mailNotices: TMailNotices;
  /** The signed-in person's mobile: reviewers are known by it. */
  mobileOf: (userId: number) => Promise<string>;
  log: FastifyBaseLogger;
}

const average = (reviews: TPaperReviewRow[]) => {
  const scores = reviews.flatMap((review) => (review.score === null ? [] : [review.score]));
  return scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : null;
};

/** The same text in both languages, for a person whose language the platform does not know. */
const bilingual = (render: (locale: TLocale) => { title: string; content: string }) => {
  const [zh, en] = [render('zh'), render('en')];
  return { title: zh.title, content: zh.content, titleEn: en.title, contentEn: en.content };
};

/**
 * Review and decisions (console article/solicit, the reviewer's papers to review): the organiser's
 * list with reviews and averages, reviewers invited by mobile, blind scores and comments, accept or
 * reject with the authors told by site message, and by SMS and email as each chose.
 */
export const createPaperReviewService = (db: TDb, deps: TDeps) => {
  const { meetings, papers, messages, sms, mailNotices, mobileOf, log } = deps;

  const records = async (rows: TNamedPaper[], locale: TLocale): Promise<TPaperRecord[]> => {
    const reviews = await repo.reviewsOf(
      db,
      rows.map((row) => row.paper.id),
    );
    return rows.map((row) => {
      const own = reviews.filter((review) => review.paperId === row.paper.id);
      return {
        ...paperCore(row, locale),
        authors: row.paper.authors,
        submitterMobile: row.submitterMobile ?? '',
        decisionNote: row.paper.decisionNote,
        averageScore: average(own),
        reviews: own.map((review) => ({
          reviewerName: review.reviewerName,
          reviewerMobile: review.mobile,
          score: review.score,
          comment: review.comment,
          reviewedAt: review.reviewedAt?.toISOString() ?? null,
        })),
      };
    });
  };

  const reviewersOf = async (meetingId: number): Promise<TReviewer[]> => repo.reviewers(db, meetingId);

  /** Tells each author, outside the decision's transaction: a slow SMS or mail server delays no one. */
  const tellAuthors = async (decided: { id: number }[], meetingName: string, origin: string) => {
    const rows = await Promise.all(decided.map((paper) => repo.find(db, paper.id)));
    for (const row of rows.filter((one) => one !== undefined)) {
      const { paper } = row;
      const texts = (locale: TLocale) => {
        const params = { title: paper.title, meeting: meetingName, note: paper.decisionNote };
        return {
          title: translate(`paper.${paper.status as 'accepted' | 'rejected'}Title`, locale, params),
          content: translate(
            `paper.${paper.status as 'accepted' | 'rejected'}Content`,
            locale,
            params,
          ).trim(),
        };
      };
      const text = bilingual(texts);
      await messages.send(paper.userId, text);
      const email = paper.authors.find((author) => author.corresponding)?.email;
      try {
        if (paper.notifySms && row.submitterMobile)
          await sms.send({
            mobile: row.submitterMobile,
            template: 'paperDecision',
            params: { title: paper.title.slice(0, 20), decision: paper.status },
          });
        if (paper.notifyEmail && email)
          await mailNotices.paperDecision(
            paper.meetingId,
            origin,
            { id: paper.id, status: paper.status, name: paper.authors[0]?.name ?? '', email },
            text,
          );
      } catch (error) {
        log.error({ err: error, paperId: paper.id }, 'telling an author of a decision failed');
      }
    }
  };

  /** The papers assigned to the caller; with blind review, no author is named. */
  const toReview = async (user: TSessionUser, locale: TLocale): Promise<TPaperToReview[]> => {
    const mobile = await mobileOf(user.userId);
    if (!mobile) return [];
    const rows = await repo.toReview(db, mobile);
    const blind = new Map<number, boolean>();
    for (const row of rows)
      if (!blind.has(row.paper.meetingId))
        blind.set(row.paper.meetingId, (await papers.settingsOf(row.paper.meetingId)).blindReview);
    return rows.map((row) => ({
      ...paperCore(row, locale),
      meetingName: row.meetingName,
      authors: blind.get(row.paper.meetingId) ? [] : row.paper.authors,
      score: row.score,
      comment: row.comment,
      open: row.paper.status === 'submitted',
    }));
  };

  return {
    async list(user: TSessionUser, request: TPaperListRequest, locale: TLocale) {
      await meetings.authorize(user, request.meetingId);
      const { rows, total } = await repo.page(db, request, sliceOf(request));
      return toPage(await records(rows, locale), total, request);
    },

    /** Every paper of the list's filter, for the export and the zip. */
    async all(user: TSessionUser, request: TPaperListRequest, locale: TLocale) {
      const meeting = await meetings.authorize(user, request.meetingId);
      const { rows } = await repo.page(db, request);
      return { meeting, papers: await records(rows, locale) };
    },

    async remove(user: TSessionUser, id: number) {
      const row = await repo.find(db, id);
      if (!row) throw notFound();
      await meetings.authorize(user, row.paper.meetingId);
      await repo.delete(db, row.paper.meetingId, [id]);
    },

    async removeMany(user: TSessionUser, meetingId: number, ids: number[]) {
      await meetings.authorize(user, meetingId);
      await repo.delete(db, meetingId, ids);
    },

    /** Accepts or rejects; a withdrawn paper stays withdrawn. A changed decision tells the authors again. */
    async decide(user: TSessionUser, { meetingId, ids, decision, note }: TPaperDecide, origin: string) {
      const meeting = await meetings.authorize(user, meetingId);
      const decided = await db.transaction((tx) => repo.decide(tx, meetingId, ids, decision, note));
      if (!decided.length) throw conflict('paper.notEditable');
      await tellAuthors(decided, meeting.meetingName, origin);
    },

    async reviewers(user: TSessionUser, meetingId: number) {
      await meetings.authorize(user, meetingId);
      return reviewersOf(meetingId);
    },

    /** Adds (or renames) a reviewer; one with an account hears of it by site message. */
    async addReviewer(user: TSessionUser, body: { meetingId: number; mobile: string; name: string }) {
      const meeting = await meetings.authorize(user, body.meetingId);
      await repo.saveReviewer(db, body);
      const [account] = await repo.accountsOf(db, [body.mobile]);
      if (account)
        await messages.send(
          account.id,
          bilingual((locale) => ({
            title: translate('paper.invitedTitle', locale, { meeting: meeting.meetingName }),
            content: translate('paper.invitedContent', locale, { meeting: meeting.meetingName }),
          })),
        );
      return reviewersOf(body.meetingId);
    },

    async removeReviewer(user: TSessionUser, meetingId: number, mobile: string) {
      await meetings.authorize(user, meetingId);
      await db.transaction((tx) => repo.deleteReviewer(tx, meetingId, mobile));
      return reviewersOf(meetingId);
    },

    async assign(user: TSessionUser, body: { meetingId: number; ids: number[]; mobiles: string[] }) {
      await meetings.authorize(user, body.meetingId);
      const known = await repo.reviewerMobiles(db, body.meetingId, body.mobiles);
      const stranger = body.mobiles.find((mobile) => !known.has(mobile));
      if (stranger) throw invalid('paper.notReviewers', 'mobiles', { mobile: stranger });
      const rows = await repo.ofMeeting(db, body.meetingId, body.ids);
      const open = rows.filter((row) => row.paper.status === 'submitted');
      if (!open.length) throw conflict('paper.notEditable');
      await repo.assign(
        db,
        open.flatMap((row) => body.mobiles.map((mobile) => ({ paperId: row.paper.id, mobile }))),
      );
    },

    toReview,

    /** A reviewer scores a paper assigned to them, changeable until the decision. */
    async review(
      user: TSessionUser,
      body: { paperId: number; score: number; comment: string },
      locale: TLocale,
    ) {
      const mobile = await mobileOf(user.userId);
      await db.transaction(async (tx) => {
        const paper = await repo.lock(tx, body.paperId);
        if (!paper) throw notFound();
        if (paper.status !== 'submitted') throw conflict('paper.reviewClosed');
        if (!(await repo.saveReview(tx, body.paperId, mobile, body.score, body.comment)))
          throw conflict('paper.notReviewer');
      });
      const mine = await toReview(user, locale);
      return mine.find((paper) => paper.id === body.paperId)!;
    },
  };
};

export type TPaperReviewService = ReturnType<typeof createPaperReviewService>;
