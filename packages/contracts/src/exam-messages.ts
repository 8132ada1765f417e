import type { TLocale } from './constants.ts';

/** Texts of the question bank, papers, exams and marking, in zh and en (SPEC exam texts among them). */
export const examMessages = {
  'exam.optionsTooFew': { zh: '选择题至少需要两个选项', en: 'A choice question needs at least two options' },
  'exam.optionKeysRepeat': { zh: '选项字母不能重复', en: 'Option letters must not repeat' },
  'exam.answerNotAnOption': { zh: '答案必须是题目中的选项', en: 'The answer must be one of the options' },
  'exam.multipleNeedsTwo': {
    zh: '多选题至少需要两个正确选项',
    en: 'A multiple-choice question needs at least two right options',
  },
  'exam.blankNeedsAnswer': {
    zh: '每个填空至少需要一个正确答案',
    en: 'Each blank needs at least one accepted answer',
  },
  'exam.materialNeedsQuestions': {
    zh: '材料题至少需要一道小题',
    en: 'A comprehension question needs at least one sub-question',
  },
  'exam.scoreTenths': { zh: '分值最多保留一位小数', en: 'Scores have at most one decimal place' },
  'exam.scorePositive': { zh: '分值必须大于 0', en: 'A score must be more than 0' },
  'exam.paperEmpty': {
    zh: '试卷至少需要一道试题或一条抽题规则',
    en: 'A paper needs questions or draw rules',
  },
  'exam.questionRepeat': { zh: '同一道试题不能重复加入试卷', en: 'A question can be in a paper only once' },
  'exam.passOverTotal': {
    zh: '及格分不能高于试卷总分（{total}分）',
    en: 'The pass mark cannot be above the total ({total} points)',
  },
  'exam.meetingRequired': {
    zh: '仅限参会人员参加的考试请选择会议',
    en: 'Choose the meeting whose attendees take this exam',
  },
  'exam.categoryMissing': { zh: '试题分类不存在', en: 'No such question category' },
  'exam.categoryInUse': {
    zh: '该分类下还有{count}道试题，请先移走试题',
    en: 'This category still holds {count} questions; move them first',
  },
  'exam.questionMissing': {
    zh: '试题不存在或不在您的题库中',
    en: 'No such question in your question bank',
  },
  'exam.notEnoughQuestions': {
    zh: '第{rule}条抽题规则需要{count}道题，题库中只有{available}道',
    en: 'Rule {rule} draws {count} questions but the bank has only {available}',
  },
  'exam.questionInPaper': {
    zh: '该试题已被试卷使用，请先从试卷中移除',
    en: 'This question is in a paper; remove it from the paper first',
  },
  'exam.paperMissing': { zh: '试卷不存在或不属于您', en: 'No such paper of yours' },
  'exam.paperInUse': {
    zh: '该试卷已被考试使用，不能删除',
    en: 'This paper is used by an exam and cannot be deleted',
  },
  'exam.paperLocked': {
    zh: '该试卷的考试已有人作答，不能再修改试题',
    en: 'Candidates have already answered an exam of this paper; its questions cannot change',
  },
  'exam.hasAttempts': {
    zh: '已有考生作答，不能删除该考试',
    en: 'Candidates have already sat this exam; it cannot be deleted',
  },
  'exam.notStarted': { zh: '考试尚未开始，请耐心等待！', en: "The exam hasn't started yet! Please wait" },
  'exam.over': { zh: '考试已结束！', en: 'The exam is over!' },
  'exam.submitted': { zh: '交卷成功！', en: 'Submitted successfully!' },
  'exam.answerSaved': { zh: '答案已保存', en: 'Answer saved' },
  'exam.notPublished': { zh: '考试未发布', en: 'This exam is not published' },
  'exam.noAttemptsLeft': {
    zh: '您的考试次数已用完（共{count}次）',
    en: 'You have used all your attempts ({count})',
  },
  'exam.needsSignUp': {
    zh: '本考试仅限该会议的参会人员参加，请先报名',
    en: 'Only attendees of the meeting may take this exam; please sign up first',
  },
  'exam.alreadySubmitted': { zh: '本次答卷已提交', en: 'This attempt has already been submitted' },
  'exam.notInPaper': { zh: '该试题不在本次试卷中', en: 'This question is not in your paper' },
  'exam.answerShape': {
    zh: '答案格式与题型不符',
    en: 'The answer does not fit the kind of question',
  },
  'exam.resultLater': {
    zh: '成绩将在阅卷完成后公布',
    en: 'Results are shown once the paper has been marked',
  },
  'exam.notMarkable': {
    zh: '只有简答题需要人工阅卷',
    en: 'Only short-answer questions are marked by a person',
  },
  'exam.scoreOverMax': {
    zh: '得分不能超过该题分值（{max}分）',
    en: 'The score cannot exceed the question’s {max} points',
  },
  'exam.notSubmittedYet': { zh: '考生尚未交卷', en: 'The candidate has not submitted yet' },
  'exam.marked': { zh: '阅卷完成', en: 'Marked' },
  'exam.userMissing': { zh: '该手机号尚未注册', en: 'No account has this mobile number' },
} as const satisfies Record<string, Record<TLocale, string>>;

export const examFieldNames: Record<string, Record<TLocale, string>> = {
  stem: { zh: '题干', en: 'question text' },
  options: { zh: '选项', en: 'options' },
  answer: { zh: '答案', en: 'answer' },
  blanks: { zh: '填空答案', en: 'blank answers' },
  reference: { zh: '参考答案', en: 'reference answer' },
  explanation: { zh: '解析', en: 'explanation' },
  difficulty: { zh: '难度', en: 'difficulty' },
  children: { zh: '小题', en: 'sub-questions' },
  paperName: { zh: '试卷名称', en: 'paper name' },
  examName: { zh: '考试名称', en: 'exam name' },
  paperId: { zh: '试卷', en: 'paper' },
  passScore: { zh: '及格分', en: 'pass mark' },
  score: { zh: '分值', en: 'score' },
  items: { zh: '试题', en: 'questions' },
  rules: { zh: '抽题规则', en: 'draw rules' },
  questionId: { zh: '试题', en: 'question' },
  attemptId: { zh: '答卷', en: 'attempt' },
  opensAt: { zh: '开始时间', en: 'opening time' },
  closesAt: { zh: '结束时间', en: 'closing time' },
  minutes: { zh: '考试时长', en: 'time limit' },
  attempts: { zh: '考试次数', en: 'attempts' },
  marks: { zh: '评分', en: 'marks' },
};
