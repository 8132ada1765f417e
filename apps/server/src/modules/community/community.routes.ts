import type { FastifyInstance } from 'fastify';
import { apiCall, authCall } from '../../platform/http/call.ts';
import type { TBlogService } from './blog/blog.service.ts';
import type { TCommentService } from './blog/comment.service.ts';
import type { TBloggerService } from './blogger/blogger.service.ts';
import type { TLabelService } from './label/label.service.ts';
import type { TModerationService } from './moderation/moderation.service.ts';
import type { TAnswerService } from './question/answer.service.ts';
import type { TQuestionService } from './question/question.service.ts';
import type { TViewCounter } from './view-count.service.ts';

interface TCommunityServices {
  views: TViewCounter;
  labels: TLabelService;
  blogs: TBlogService;
  comments: TCommentService;
  bloggers: TBloggerService;
  questions: TQuestionService;
  answers: TAnswerService;
  moderation: TModerationService;
}

/** A post held for review is saved, but its author hears that it waits (decision 035). */
const unlessPending =
  (key: 'blog.published' | 'blog.draftSaved' | 'question.asked' | 'answer.saved') => (data: unknown) =>
    (data as { status: string }).status === 'pending' ? 'moderation.pending' : key;

const readerAware = { identifyCaller: true } as const;

export const registerCommunityRoutes = (
  app: FastifyInstance,
  { views, labels, blogs, comments, bloggers, questions, answers, moderation }: TCommunityServices,
) => {
  apiCall(app, '/community/api/view/count', ({ body }) => views.count(body.kind, body.id));
  apiCall(app, '/community/api/label/list', ({ locale }) => labels.list(locale));
  apiCall(
    app,
    '/community/api/blog/list',
    ({ caller, body, locale }) => blogs.list(caller, body, locale),
    readerAware,
  );
  apiCall(
    app,
    '/community/api/blog/view',
    ({ caller, body, locale }) => blogs.view(caller, body.id, locale),
    readerAware,
  );
  apiCall(
    app,
    '/community/api/blog/comment/list',
    ({ caller, body }) => comments.list(caller, body),
    readerAware,
  );
  apiCall(
    app,
    '/community/api/blogger/view',
    ({ caller, body }) => bloggers.view(caller, body.id),
    readerAware,
  );
  authCall(app, '/community/auth/blogger/save', ({ user, body }) => bloggers.save(user, body.introduction), {
    successKey: 'saved',
  });
  authCall(app, '/community/auth/blogger/recommend/list', ({ user }) => bloggers.recommended(user));

  authCall(app, '/community/auth/blog/save', ({ user, body }) => blogs.save(user, body), {
    successKey: (data) =>
      unlessPending((data as { status: string }).status === 'draft' ? 'blog.draftSaved' : 'blog.published')(
        data,
      ),
  });
  authCall(app, '/community/auth/blog/edit/view', ({ user, body }) => blogs.editView(user, body.id));
  authCall(app, '/community/auth/blog/mine', ({ user, body, locale }) => blogs.mine(user, body, locale));
  authCall(app, '/community/auth/blog/unpublish', ({ user, body }) => blogs.unpublish(user, body.id), {
    successKey: 'blog.unpublished',
  });
  authCall(app, '/community/auth/blog/delete', ({ user, body }) => blogs.delete(user, body.id), {
    successKey: 'deleted',
  });
  authCall(app, '/community/auth/blog/like', ({ user, body }) => blogs.like(user, body.id, true));
  authCall(app, '/community/auth/blog/unlike', ({ user, body }) => blogs.like(user, body.id, false));
  authCall(app, '/community/auth/blog/comment/save', ({ user, body }) => comments.save(user, body), {
    successKey: 'comment.saved',
  });
  authCall(app, '/community/auth/blog/comment/delete', ({ user, body }) => comments.delete(user, body.id), {
    successKey: 'deleted',
  });
  authCall(app, '/community/auth/blog/comment/like', ({ user, body }) => comments.like(user, body.id, true));
  authCall(app, '/community/auth/blog/comment/unlike', ({ user, body }) =>
    comments.like(user, body.id, false),
  );

  registerQuestionRoutes(app, questions, answers);
  registerModerationRoutes(app, moderation);

  const admin = { adminOnly: true } as const;
  authCall(app, '/admin/auth/label/list', () => labels.adminList(), admin);
  authCall(app, '/admin/auth/label/save', ({ body }) => labels.save(body), { ...admin, successKey: 'saved' });
  authCall(app, '/admin/auth/label/delete', ({ body }) => labels.delete(body.id), {
    ...admin,
    successKey: 'deleted',
  });
};

/** Questions and answers (SPEC /question; the calls are named as the blog's, decision 035). */
const registerQuestionRoutes = (
  app: FastifyInstance,
  questions: TQuestionService,
  answers: TAnswerService,
) => {
  apiCall(app, '/community/api/question/list', ({ body, locale }) => questions.list(body, locale));
  apiCall(
    app,
    '/community/api/question/view',
    ({ caller, body, locale }) => questions.view(caller, body.id, locale),
    readerAware,
  );
  apiCall(app, '/community/api/answer/list', ({ caller, body }) => answers.list(caller, body), readerAware);
  apiCall(
    app,
    '/community/api/answer/comment/list',
    ({ caller, body }) => answers.comments(caller, body.answerId),
    readerAware,
  );
  authCall(
    app,
    '/community/auth/question/save',
    ({ user, body, locale }) => questions.save(user, body, locale),
    {
      successKey: unlessPending('question.asked'),
    },
  );
  authCall(app, '/community/auth/question/delete', ({ user, body }) => questions.delete(user, body.id), {
    successKey: 'deleted',
  });
  authCall(app, '/community/auth/question/mine', ({ user, body, locale }) =>
    questions.mine(user, body, locale),
  );
  authCall(app, '/community/auth/answer/save', ({ user, body }) => answers.save(user, body), {
    successKey: unlessPending('answer.saved'),
  });
  authCall(app, '/community/auth/answer/delete', ({ user, body }) => answers.delete(user, body.id), {
    successKey: 'deleted',
  });
  authCall(app, '/community/auth/answer/vote', ({ user, body }) => answers.vote(user, body));
  authCall(app, '/community/auth/answer/accept', ({ user, body }) => answers.accept(user, body.id), {
    successKey: (data) =>
      (data as { acceptedAnswerId: number | null }).acceptedAnswerId
        ? 'answer.accepted'
        : 'answer.unaccepted',
  });
  authCall(app, '/community/auth/answer/comment/save', ({ user, body }) => answers.comment(user, body), {
    successKey: 'comment.saved',
  });
  authCall(
    app,
    '/community/auth/answer/comment/delete',
    ({ user, body }) => answers.deleteComment(user, body.id),
    { successKey: 'deleted' },
  );
};

/** Reports, the moderators' queue and the sensitive words (decision 035). */
const registerModerationRoutes = (app: FastifyInstance, moderation: TModerationService) => {
  authCall(app, '/community/auth/report/save', ({ user, body }) => moderation.report(user, body), {
    successKey: 'moderation.reported',
  });
  const admin = { adminOnly: true } as const;
  authCall(app, '/admin/auth/moderation/list', ({ body }) => moderation.queue(body), admin);
  authCall(app, '/admin/auth/moderation/decide', ({ body }) => moderation.decide(body), {
    ...admin,
    successKey: 'moderation.decided',
  });
  authCall(app, '/admin/auth/sensitive/list', () => moderation.words(), admin);
  authCall(app, '/admin/auth/sensitive/save', ({ body }) => moderation.addWord(body.word), {
    ...admin,
    successKey: 'saved',
  });
  authCall(app, '/admin/auth/sensitive/delete', ({ body }) => moderation.removeWord(body.word), {
    ...admin,
    successKey: 'deleted',
  });
};
