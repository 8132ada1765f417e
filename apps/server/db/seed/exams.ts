import { eq, inArray } from 'drizzle-orm';
import { ZQuestionSave, type TQuestionSave } from '@huitang/contracts';
import type { TTx } from '../../src/platform/db/client.ts';
import {
  courseChapters,
  coursePeriods,
  courses,
  examCategories,
  examGradeExams,
  examGradeMembers,
  examGrades,
  examPaperItems,
  examPapers,
  examQuestions,
  exams,
  users,
} from '../schema/index.ts';

const DEMO_LECTURER = '13800000005';
const DAY = 86_400_000;

/** One question of every kind, 10 points each in the paper: what a small real exam holds. */
export const demoQuestions: TQuestionSave[] = [
  {
    stem: '正常成人静息心率的范围是？',
    difficulty: 1,
    explanation: '正常成人静息心率为 60–100 次/分。',
    content: {
      kind: 'single',
      options: [
        { key: 'A', text: '40–60 次/分' },
        { key: 'B', text: '60–100 次/分' },
        { key: 'C', text: '100–140 次/分' },
      ],
      answer: 'B',
    },
  },
  {
    stem: '以下哪些属于心血管疾病的危险因素？',
    content: {
      kind: 'multiple',
      options: [
        { key: 'A', text: '高血压' },
        { key: 'B', text: '吸烟' },
        { key: 'C', text: '规律运动' },
        { key: 'D', text: '糖尿病' },
      ],
      answer: ['A', 'B', 'D'],
    },
  },
  { stem: '心房颤动会增加卒中风险。', content: { kind: 'judge', answer: true } },
  {
    stem: '心电图上 P 波代表___除极，QRS 波群代表___除极。',
    content: { kind: 'fill', blanks: [['心房'], ['心室', '左右心室']] },
  },
  {
    stem: '简述急性心肌梗死的典型临床表现。',
    content: { kind: 'short', reference: '胸痛持续 30 分钟以上，含服硝酸甘油不缓解……' },
  },
  {
    stem: '患者男，65 岁，突发胸痛 2 小时。心电图示 V1–V4 导联 ST 段抬高。',
    content: {
      kind: 'material',
      children: [
        {
          stem: '最可能的诊断是？',
          content: {
            kind: 'single',
            options: [
              { key: 'A', text: '前壁心梗' },
              { key: 'B', text: '心包炎' },
            ],
            answer: 'A',
          },
        },
        { stem: '应尽快进行再灌注治疗。', content: { kind: 'judge', answer: true } },
      ],
    },
  },
];

/**
 * The demo's exam: the lecturer's bank with one question of every kind in a category, a fixed paper of
 * them at 10 points each, and an exam of it open for a month (30 minutes, two attempts).
 */
export const seedExams = async (tx: TTx) => {
  const [lecturer] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_LECTURER));
  if (!lecturer) return;
  const bank = { creatorId: lecturer.id, orgId: null };
  const [category] = await tx
    .insert(examCategories)
    .values({ ...bank, categoryName: '心血管基础' })
    .returning();
  const ids: number[] = [];
  for (const question of demoQuestions.map((q) => ZQuestionSave.parse(q))) {
    const { content } = question;
    const [row] = await tx
      .insert(examQuestions)
      .values({
        ...bank,
        categoryId: category!.id,
        kind: content.kind,
        difficulty: question.difficulty,
        stem: question.stem,
        explanation: question.explanation,
        content: content.kind === 'material' ? { kind: 'material' } : content,
      })
      .returning();
    ids.push(row!.id);
    if (content.kind === 'material')
      await tx.insert(examQuestions).values(
        content.children.map((child, sort) => ({
          ...bank,
          parentId: row!.id,
          categoryId: category!.id,
          kind: child.content.kind,
          stem: child.stem,
          explanation: child.explanation,
          content: child.content,
          sort,
        })),
      );
  }
  const [paper] = await tx
    .insert(examPapers)
    .values({ ...bank, paperName: '心血管基础测验', mode: 'fixed', passScore: 36 })
    .returning();
  await tx
    .insert(examPaperItems)
    .values(ids.map((questionId, sort) => ({ paperId: paper!.id, questionId, score: 10, sort })));
  await tx.insert(exams).values({
    ...bank,
    paperId: paper!.id,
    examName: '心血管基础知识在线考试',
    introduction:
      '共 6 题，满分 60 分，36 分及格。单选、多选、判断、填空题交卷后自动评分，简答题由讲师阅卷。',
    opensAt: new Date(Date.now() - DAY),
    closesAt: new Date(Date.now() + 30 * DAY),
    minutes: 30,
    attempts: 2,
    isPublished: true,
  });
};

/**
 * The demo's class: the lecturer's residents' class with 张明 as a student and 孙经理 keeping its list
 * (so the type-1 menu shows the class-management entry), set the demo exam.
 */
export const seedGrades = async (tx: TTx) => {
  const people = await tx
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(inArray(users.mobile, [DEMO_LECTURER, '13800000001', '13800000006']));
  const idOf = (mobile: string) => people.find((p) => p.mobile === mobile)?.id;
  const [exam] = await tx
    .select({ id: exams.id })
    .from(exams)
    .where(eq(exams.creatorId, idOf(DEMO_LECTURER) ?? 0));
  if (!exam || !idOf('13800000001') || !idOf('13800000006')) return;
  const [grade] = await tx
    .insert(examGrades)
    .values({
      creatorId: idOf(DEMO_LECTURER)!,
      gradeName: '心内科规培一班',
      introduction: '2026 级心内科住院医师规范化培训学员，每月一次阶段测验。',
    })
    .returning();
  await tx.insert(examGradeMembers).values([
    { gradeId: grade!.id, userId: idOf('13800000001')!, role: 'student' },
    { gradeId: grade!.id, userId: idOf('13800000006')!, role: 'admin' },
  ]);
  await tx.insert(examGradeExams).values({ gradeId: grade!.id, examId: exam.id });
};

/** The demo's exercise: the ECG library course ends with the demo paper as practice (its students finish it at 36). */
export const seedExercises = async (tx: TTx) => {
  const [course] = await tx
    .select({ id: courses.id, creatorId: courses.creatorId })
    .from(courses)
    .where(eq(courses.courseName, '心电图判读要点'));
  const [paper] = await tx
    .select({ id: examPapers.id })
    .from(examPapers)
    .where(eq(examPapers.paperName, '心血管基础测验'));
  const [chapter] = course
    ? await tx
        .select({ id: courseChapters.id })
        .from(courseChapters)
        .where(eq(courseChapters.courseId, course.id))
    : [];
  if (!course || !paper || !chapter) return;
  await tx.insert(coursePeriods).values({
    courseId: course.id,
    chapterId: chapter.id,
    sort: 1,
    title: '课后练习',
    titleEn: 'Exercise',
    kind: 'praxis',
    paperId: paper.id,
  });
};
