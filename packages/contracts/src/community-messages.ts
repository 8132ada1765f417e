/** Texts of the blog, its comments and the search dictionary, in zh and en. */
export const communityMessages = {
  'blog.titleRequired': { zh: '发布前请填写标题', en: 'Give the article a title before publishing' },
  'blog.contentRequired': { zh: '发布前请填写正文', en: 'Write the article before publishing' },
  'blog.titleTooLong': { zh: '标题不能超过 100 个字', en: 'A title has at most 100 characters' },
  'blog.labelsTooMany': { zh: '最多选择 3 个标签', en: 'Choose at most 3 labels' },
  'blog.labelUnknown': { zh: '所选标签不存在', en: 'A chosen label does not exist' },
  'blog.tooFast': {
    zh: '发布太频繁，请 {minutes} 分钟后再试',
    en: 'You are posting too often, please retry in {minutes} minutes',
  },
  'blog.published': { zh: '发布成功', en: 'Published' },
  'blog.draftSaved': { zh: '草稿已保存', en: 'Draft saved' },
  'blog.unpublished': { zh: '已撤回为草稿', en: 'Moved back to drafts' },
  'blog.followNeedsLogin': { zh: '登录后查看关注的博主文章', en: 'Log in to read the bloggers you follow' },
  'question.titleTooShort': {
    zh: '问题标题至少 5 个字',
    en: 'A question needs a title of at least 5 characters',
  },
  'question.tooFast': {
    zh: '提问太频繁，请 {minutes} 分钟后再试',
    en: 'You are asking too often, please retry in {minutes} minutes',
  },
  'question.asked': { zh: '提问成功', en: 'Question posted' },
  'question.hasAnswers': {
    zh: '问题已有回答，不能删除（可编辑补充）',
    en: 'This question has answers and cannot be deleted (you can still edit it)',
  },
  'answer.tooFast': {
    zh: '回答太频繁，请 {minutes} 分钟后再试',
    en: 'You are answering too often, please retry in {minutes} minutes',
  },
  'answer.saved': { zh: '回答已发布', en: 'Answer posted' },
  'answer.contentRequired': { zh: '请填写回答内容', en: 'Write your answer first' },
  'answer.ownVote': { zh: '不能给自己的回答投票', en: 'You cannot vote on your own answer' },
  'answer.acceptOnlyAsker': { zh: '只有提问者可以采纳回答', en: 'Only the asker can accept an answer' },
  'answer.accepted': { zh: '已采纳', en: 'Answer accepted' },
  'answer.unaccepted': { zh: '已取消采纳', en: 'Acceptance withdrawn' },
  'comment.saved': { zh: '评论成功', en: 'Comment posted' },
  'comment.tooFast': {
    zh: '评论太频繁，请 {seconds} 秒后再试',
    en: 'You are commenting too often, please retry in {seconds} seconds',
  },
  'search.wordTooShort': { zh: '词语至少 2 个字', en: 'A word has at least 2 characters' },
  'search.wordLetters': {
    zh: '词语只能包含文字和数字',
    en: 'A word may hold letters and digits only',
  },
  'search.wordExists': { zh: '词典中已有这个词', en: 'This word is already in the dictionary' },
} as const;

export const communityFieldNames = {
  content: { zh: '正文', en: 'Text' },
  labelNos: { zh: '标签', en: 'Labels' },
  word: { zh: '词语', en: 'Word' },
};
