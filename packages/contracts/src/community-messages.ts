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
  'info.categoryUnknown': { zh: '所选分类不存在', en: 'The chosen category does not exist' },
  'info.categoryInUse': {
    zh: '该分类下还有 {count} 篇资讯，请先移走或删除',
    en: 'This category still files {count} articles; move or delete them first',
  },
  'info.contentRequired': { zh: '发布前请填写正文', en: 'Write the article before publishing' },
  'info.recommendDraft': {
    zh: '草稿不能推荐，请先发布',
    en: 'A draft cannot be recommended; publish it first',
  },
  'info.published': { zh: '资讯已发布', en: 'Article published' },
  'moderation.pending': {
    zh: '内容包含需要审核的词语，审核通过后公开',
    en: 'Your post contains words a moderator must review; it appears once approved',
  },
  'moderation.wordRefused': {
    zh: '评论包含不允许的词语：{word}',
    en: 'The comment contains a word that is not allowed: {word}',
  },
  'moderation.reported': { zh: '已举报，感谢你的反馈', en: 'Reported. Thank you' },
  'moderation.alreadyReported': { zh: '你已举报过这条内容', en: 'You have already reported this' },
  'moderation.decided': { zh: '已处理', en: 'Done' },
  'moderation.notApplicable': {
    zh: '这条内容当前的状态不能这样处理',
    en: 'This action does not apply to the post in its current state',
  },
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
  tab: { zh: '分类', en: 'Tab' },
  labelNo: { zh: '标签', en: 'Label' },
  bloggerId: { zh: '博主', en: 'Blogger' },
  blogId: { zh: '博客', en: 'Blog' },
  replyToId: { zh: '回复的评论', en: 'Comment replied to' },
  answerId: { zh: '回答', en: 'Answer' },
  action: { zh: '处理方式', en: 'Decision' },
};
