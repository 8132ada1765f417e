import { z } from 'zod';
import { call } from './call.ts';
import * as C from './community.ts';
import * as M from './community-moderation.ts';
import * as Q from './community-question.ts';
import * as S from './search.ts';
import * as I from './info.ts';

/** The community's calls (SPEC Community) and the search of every kind; `calls` merges them. */
export const communityCalls = {
  // SPEC's named calls.
  '/community/api/label/list': call(z.object({}), z.array(C.ZLabel)),
  '/community/api/blog/list': call(C.ZBlogListRequest, C.ZBlogPage),
  '/community/api/blog/view': call(C.ZCommunityIdRequest, C.ZBlogDetail),
  '/community/api/blog/comment/list': call(C.ZCommentListRequest, C.ZCommentPage),
  '/community/api/blogger/view': call(C.ZBloggerRequest, C.ZBlogger),
  '/community/api/blog/search/list': call(S.ZBlogSearchRequest, S.ZSearchHitPage),
  '/community/auth/blogger/save': call(C.ZBloggerSave, C.ZBlogger),
  '/community/auth/blogger/recommend/list': call(z.object({}), z.array(C.ZBlogger)),
  // Writing (SPEC /blog/account, /blog/account/write), named the same way.
  '/community/auth/blog/save': call(C.ZBlogSave, C.ZBlogEdit),
  '/community/auth/blog/edit/view': call(C.ZCommunityIdRequest, C.ZBlogEdit),
  '/community/auth/blog/mine': call(C.ZMyBlogListRequest, C.ZMyBlogPage),
  '/community/auth/blog/unpublish': call(C.ZCommunityIdRequest, C.ZBlogEdit),
  '/community/auth/blog/delete': call(C.ZCommunityIdRequest, z.null()),
  '/community/auth/blog/like': call(C.ZCommunityIdRequest, C.ZLikeState),
  '/community/auth/blog/unlike': call(C.ZCommunityIdRequest, C.ZLikeState),
  '/community/auth/blog/comment/save': call(C.ZCommentSave, C.ZReply),
  '/community/auth/blog/comment/delete': call(C.ZCommunityIdRequest, z.null()),
  '/community/auth/blog/comment/like': call(C.ZCommunityIdRequest, C.ZLikeState),
  '/community/auth/blog/comment/unlike': call(C.ZCommunityIdRequest, C.ZLikeState),
  // Questions and answers (SPEC /question, /question/view/:id, /question/account/write, /account/ques).
  '/community/api/question/list': call(Q.ZAskListRequest, Q.ZAskPage),
  '/community/api/question/view': call(C.ZCommunityIdRequest, Q.ZAskDetail),
  '/community/api/answer/list': call(Q.ZQaAnswerListRequest, Q.ZQaAnswerPage),
  '/community/api/answer/comment/list': call(Q.ZAnswerCommentListRequest, z.array(Q.ZAnswerComment)),
  '/community/auth/question/save': call(Q.ZAskSave, Q.ZAskDetail),
  '/community/auth/question/delete': call(C.ZCommunityIdRequest, z.null()),
  '/community/auth/question/mine': call(Q.ZMyQuestionsRequest, Q.ZAskPage),
  '/community/auth/answer/save': call(Q.ZQaAnswerSave, Q.ZQaAnswer),
  '/community/auth/answer/delete': call(C.ZCommunityIdRequest, z.null()),
  '/community/auth/answer/vote': call(Q.ZAnswerVote, Q.ZVoteState),
  '/community/auth/answer/accept': call(C.ZCommunityIdRequest, Q.ZAcceptState),
  '/community/auth/answer/comment/save': call(Q.ZAnswerCommentSave, Q.ZAnswerComment),
  '/community/auth/answer/comment/delete': call(C.ZCommunityIdRequest, z.null()),
  // Information articles (SPEC /info, /info/detail/:id; decision 036).
  '/community/api/article/zone/category/list': call(I.ZZoneCategoryRequest, z.array(I.ZArticleCategory)),
  '/community/api/article/zone/ref/list': call(I.ZZoneArticleRequest, I.ZInfoPage),
  '/community/api/article/recommend/list': call(I.ZRecommendRequest, z.array(I.ZInfoCard)),
  '/community/api/article/view': call(C.ZCommunityIdRequest, I.ZInfoDetail),
  // A read counted from the reader's browser once the page shows (blogs, questions, articles).
  '/community/api/view/count': call(I.ZViewCount, z.null()),
  '/admin/auth/article/category/list': call(z.object({}), z.array(I.ZArticleCategoryRow)),
  '/admin/auth/article/category/save': call(I.ZArticleCategorySave, I.ZArticleCategoryRow),
  '/admin/auth/article/category/delete': call(C.ZCommunityIdRequest, z.null()),
  '/admin/auth/article/list': call(I.ZInfoAdminListRequest, I.ZInfoAdminPage),
  '/admin/auth/article/view': call(C.ZCommunityIdRequest, I.ZInfoEdit),
  '/admin/auth/article/save': call(I.ZInfoSave, I.ZInfoEdit),
  '/admin/auth/article/delete': call(C.ZCommunityIdRequest, z.null()),
  '/admin/auth/article/recommend': call(I.ZInfoRecommend, z.null()),
  // Search of every kind but meetings (those keep /meeting/api/meeting/info/search/list).
  '/system/api/search/list': call(S.ZSearchAnyRequest, S.ZSearchHitPage),
  // The admin's labels and the user dictionary of search (decision 033).
  '/admin/auth/label/save': call(C.ZLabelSave, C.ZLabelRow),
  '/admin/auth/label/list': call(z.object({}), z.array(C.ZLabelRow)),
  '/admin/auth/label/delete': call(C.ZCommunityIdRequest, z.null()),
  '/admin/auth/search/word/list': call(z.object({}), S.ZDictionary),
  '/admin/auth/search/word/save': call(S.ZDictionaryWord, S.ZDictionary),
  '/admin/auth/search/word/delete': call(S.ZDictionaryWord, S.ZDictionary),
  // Moderation (decision 035): reports, the review queue, the sensitive words.
  '/community/auth/report/save': call(M.ZReportSave, z.null()),
  '/admin/auth/moderation/list': call(M.ZModerationListRequest, M.ZModerationPage),
  '/admin/auth/moderation/decide': call(M.ZModerationDecide, z.null()),
  '/admin/auth/sensitive/list': call(z.object({}), z.array(M.ZSensitiveWordRow)),
  '/admin/auth/sensitive/save': call(M.ZSensitiveWord, z.array(M.ZSensitiveWordRow)),
  '/admin/auth/sensitive/delete': call(M.ZSensitiveWord, z.array(M.ZSensitiveWordRow)),
};
