import { originOf } from '../../platform/http/origin.ts';
import type { FastifyInstance } from 'fastify';
import { apiCall, authCall } from '../../platform/http/call.ts';
import { attachment, authLinkRoute, sendXlsx } from '../../platform/http/download.ts';
import { paperSheet, papersZip } from './paper-files.ts';
import type { TPaperReviewService } from './paper-review.service.ts';
import type { TPaperService } from './paper.service.ts';

/** Papers: the call's settings and types, submitting, the author's own, review and decisions, files. */
export const registerPaperRoutes = (
  app: FastifyInstance,
  papers: TPaperService,
  reviews: TPaperReviewService,
  uploadsDir: string,
) => {
  const base = '/meeting/auth/meeting/manuscript';
  authCall(app, `${base}/setting/view`, ({ user, body }) => papers.settings(user, body.meetingId));
  authCall(app, `${base}/setting/edit`, ({ user, body }) => papers.editSettings(user, body), {
    successKey: 'saved',
  });
  authCall(app, `${base}/type/list`, ({ user, body }) => papers.types(user, body.meetingId));
  authCall(app, `${base}/type/save`, ({ user, body }) => papers.addType(user, body), { successKey: 'saved' });
  authCall(app, `${base}/type/edit`, ({ user, body }) => papers.editType(user, body), {
    successKey: 'saved',
  });
  authCall(app, `${base}/type/delete`, ({ user, body }) => papers.removeType(user, body.id));

  apiCall(app, '/meeting/api/manuscript/call', ({ body }) => papers.call(body.meetingId));
  // Under /api/ as SPEC names it, yet only a signed-in author submits: their papers are theirs to edit.
  authCall(
    app,
    '/meeting/api/manuscript/record/save',
    ({ user, body, locale }) => papers.submit(user, body, locale),
    {
      successKey: (data) =>
        (data as { updatedAt: string; submittedAt: string }).updatedAt ===
        (data as { submittedAt: string }).submittedAt
          ? 'paper.submitted'
          : 'saved',
    },
  );
  authCall(app, '/meeting/auth/manuscript/record/my', ({ user, locale }) => papers.mine(user, locale));
  authCall(
    app,
    '/meeting/auth/manuscript/record/withdraw',
    ({ user, body, locale }) => papers.withdraw(user, body.id, locale),
    { successKey: 'paper.withdrawn' },
  );

  authCall(app, `${base}/record/list`, ({ user, body, locale }) => reviews.list(user, body, locale));
  authCall(app, `${base}/record/delete`, ({ user, body }) => reviews.remove(user, body.id).then(() => null));
  authCall(app, `${base}/record/batch/delete`, ({ user, body }) =>
    reviews.removeMany(user, body.meetingId, body.ids).then(() => null),
  );
  authCall(
    app,
    `${base}/record/decide`,
    ({ user, body, request }) => reviews.decide(user, body, originOf(request)).then(() => null),
    {
      successKey: 'paper.decided',
    },
  );
  authCall(app, `${base}/reviewer/list`, ({ user, body }) => reviews.reviewers(user, body.meetingId));
  authCall(app, `${base}/reviewer/save`, ({ user, body }) => reviews.addReviewer(user, body), {
    successKey: 'saved',
  });
  authCall(app, `${base}/reviewer/delete`, ({ user, body }) =>
    reviews.removeReviewer(user, body.meetingId, body.mobile),
  );
  authCall(app, `${base}/review/assign`, ({ user, body }) => reviews.assign(user, body).then(() => null));
  authCall(app, '/meeting/auth/manuscript/review/my', ({ user, locale }) => reviews.toReview(user, locale));
  authCall(
    app,
    '/meeting/auth/manuscript/review/save',
    ({ user, body, locale }) => reviews.review(user, body, locale),
    { successKey: 'saved' },
  );

  authLinkRoute(app, `${base}/record/export`, async ({ query, reply, locale, user }) => {
    const { meeting, papers: rows } = await reviews.all(
      user,
      { ...query, pageCurrent: 1, pageSize: 20, keyword: '' },
      locale,
    );
    return sendXlsx(reply, `${meeting.meetingName}-${rows.length}`, await paperSheet(rows, locale));
  });
  authLinkRoute(app, `${base}/record/download`, async ({ query, reply, locale, user }) => {
    const request_ = { meetingId: query.meetingId, pageCurrent: 1, pageSize: 20, keyword: '' };
    const { meeting, papers: rows } = await reviews.all(user, request_, locale);
    const chosen = query.id === undefined ? rows : rows.filter((paper) => paper.id === query.id);
    const name = query.id === undefined ? meeting.meetingName : `${meeting.meetingName}-${query.id}`;
    return attachment(reply, `${name}.zip`).type('application/zip').send(papersZip(chosen, uploadsDir));
  });
};
