import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import type { TAttentionService } from '../attention/attention.service.ts';
import { createBlogService } from './blog/blog.service.ts';
import { createCommentService } from './blog/comment.service.ts';
import { createBloggerService } from './blogger/blogger.service.ts';
import { registerCommunityRoutes } from './community.routes.ts';
import { createViewCounter } from './view-count.service.ts';
import { createLabelService } from './label/label.service.ts';
import { createInfoService } from './info/info.service.ts';
import { registerInfoRoutes } from './info/info.routes.ts';
import { createModerationService } from './moderation/moderation.service.ts';
import { createAnswerService } from './question/answer.service.ts';
import { createQuestionService } from './question/question.service.ts';

/** The community (SPEC /blog, /question, /info; decisions 034, 035, 036). */
export const registerCommunityModule = async (
  app: FastifyInstance,
  deps: { db: TDb; attention: TAttentionService },
) => {
  const labels = createLabelService(deps.db);
  const blogs = createBlogService(deps.db, labels);
  const questions = createQuestionService(deps.db, labels);
  const info = createInfoService(deps.db);
  const indexed =
    (await blogs.indexUnindexed()) + (await questions.indexUnindexed()) + (await info.indexUnindexed());
  if (indexed > 0) app.log.info({ indexed }, 'published posts and information articles indexed for search');
  registerCommunityRoutes(app, {
    views: createViewCounter(deps.db),
    labels,
    blogs,
    comments: createCommentService(deps.db),
    bloggers: createBloggerService(deps.db, deps.attention),
    questions,
    answers: createAnswerService(deps.db),
    moderation: createModerationService(deps.db),
  });
  registerInfoRoutes(app, info);
};
