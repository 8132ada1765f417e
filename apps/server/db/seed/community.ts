import { eq, inArray } from 'drizzle-orm';
import type { TTx } from '../../src/platform/db/client.ts';
import {
  answerComments,
  answerVotes,
  answers,
  attentions,
  blogComments,
  blogLikes,
  bloggers,
  blogs,
  communityLabels,
  questions,
  users,
} from '../schema/index.ts';

const LABELS = [
  { labelName: '心血管', labelNameEn: 'Cardiology', sort: 1 },
  { labelName: '急诊医学', labelNameEn: 'Emergency medicine', sort: 2 },
  { labelName: '医学影像', labelNameEn: 'Medical imaging', sort: 3 },
  { labelName: '科研写作', labelNameEn: 'Research writing', sort: 4 },
  { labelName: '医学教育', labelNameEn: 'Medical education', sort: 5 },
];

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

/**
 * The demo's blog and questions: labels, two lecturers' articles with likes and a comment thread,
 * 张明 following 李教授 (so /blog shows all three tabs filled for him), and 张明's questions: one
 * answered by both lecturers with votes, a comment and an accepted answer, one still waiting.
 */
export const seedCommunity = async (tx: TTx) => {
  const labels = await tx.insert(communityLabels).values(LABELS).returning();
  const labelId = (name: string) => labels.find((label) => label.labelName === name)!.id;
  const people = await tx
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(inArray(users.mobile, ['13800000001', '13800000002', '13800000005']));
  const idOf = (mobile: string) => people.find((person) => person.mobile === mobile)?.id;
  const [reader, professor, teacher] = [idOf('13800000001'), idOf('13800000002'), idOf('13800000005')];
  if (!reader || !professor || !teacher) return;

  await tx.insert(bloggers).values([
    {
      userId: professor,
      introduction: '心内科主任医师，关注房颤与心力衰竭的规范化诊治。',
      isRecommended: true,
    },
    { userId: teacher, introduction: '心电图与急诊医学教学，十年住院医师带教经验。' },
  ]);
  const written = await tx
    .insert(blogs)
    .values([
      {
        authorId: professor,
        title: '房颤患者抗凝治疗的五个常见误区',
        summary: '房颤是最常见的心律失常之一，抗凝治疗是预防卒中的关键。临床上仍有不少误区。',
        content:
          '<p>房颤是最常见的心律失常之一，抗凝治疗是预防卒中的关键。临床上仍有不少误区：</p><ol><li><p>只看心率控制，忽视卒中风险评估（CHA₂DS₂-VASc 评分）。</p></li><li><p>高龄患者一律不抗凝。</p></li><li><p>阿司匹林可以替代口服抗凝药。</p></li></ol><p>出血风险请用 HAS-BLED 评分评估，它决定的是随访强度，而不是是否抗凝。</p>',
        labelIds: [labelId('心血管')],
        status: 'published' as const,
        viewCount: 326,
        likeCount: 2,
        commentCount: 2,
        publishedAt: hoursAgo(20),
      },
      {
        authorId: professor,
        title: '心血管病二级预防：出院前要交代的六件事',
        summary: '心血管病患者出院时的宣教决定了二级预防的成败。',
        content:
          '<p>心血管病患者出院时的宣教决定了二级预防的成败：用药、血压、血脂、血糖、戒烟和运动康复。</p><p>每一件都要写在出院小结里，并约好第一次随访。</p>',
        labelIds: [labelId('心血管'), labelId('医学教育')],
        status: 'published' as const,
        viewCount: 158,
        likeCount: 1,
        publishedAt: hoursAgo(50),
      },
      {
        authorId: teacher,
        title: '急诊心电图：三分钟识别 STEMI 的要点',
        summary: '急诊科医生面对胸痛患者，第一份心电图要在十分钟内完成并判读。',
        content:
          '<p>急诊科医生面对胸痛患者，第一份心电图要在十分钟内完成并判读。</p><h2>看什么</h2><ul><li><p>相邻两个导联 ST 段抬高</p></li><li><p>对应导联 ST 段压低</p></li><li><p>新出现的左束支传导阻滞</p></li></ul>',
        labelIds: [labelId('急诊医学'), labelId('心血管')],
        status: 'published' as const,
        viewCount: 512,
        likeCount: 1,
        publishedAt: hoursAgo(6),
      },
      {
        authorId: teacher,
        title: '如何写好一篇病例报告（草稿）',
        summary: '',
        content: '<p>先写清楚为什么这个病例值得报告……</p>',
        labelIds: [labelId('科研写作')],
        status: 'draft' as const,
      },
    ])
    .returning();
  const [anticoagulation, prevention, ecg] = written;
  await tx.insert(blogLikes).values([
    { blogId: anticoagulation!.id, userId: reader },
    { blogId: anticoagulation!.id, userId: teacher },
    { blogId: prevention!.id, userId: reader },
    { blogId: ecg!.id, userId: professor },
  ]);
  const [question] = await tx
    .insert(blogComments)
    .values({
      blogId: anticoagulation!.id,
      authorId: reader,
      content: '请问 80 岁以上的患者，新型口服抗凝药的剂量需要调整吗？',
      createdAt: hoursAgo(10),
    })
    .returning();
  await tx.insert(blogComments).values({
    blogId: anticoagulation!.id,
    authorId: professor,
    parentId: question!.id,
    replyToUserId: reader,
    content: '要看肾功能和体重，按说明书的减量标准来，不要凭年龄随意减量。',
    createdAt: hoursAgo(8),
  });
  await tx.insert(attentions).values({ userId: reader, kind: 'blogger', targetId: professor });
  await seedQuestions(tx, { asker: reader, professor, teacher }, labelId);
};

const seedQuestions = async (
  tx: TTx,
  people: { asker: number; professor: number; teacher: number },
  labelId: (name: string) => number,
) => {
  const asked = await tx
    .insert(questions)
    .values([
      {
        authorId: people.asker,
        title: '阵发性房颤射频消融术后，抗凝药要吃多久？',
        content:
          '<p>家里老人 72 岁，阵发性房颤，上个月做了射频消融，目前窦性心律。出院时医生开了利伐沙班，想知道术后还需要吃多久，能不能停？</p>',
        labelIds: [labelId('心血管')],
        answerCount: 2,
        viewCount: 86,
        createdAt: hoursAgo(30),
      },
      {
        authorId: people.asker,
        title: '规培期间怎样高效准备执业医师考试？',
        content: '<p>白天临床工作很忙，晚上只有一两个小时，求有经验的老师分享复习节奏。</p>',
        labelIds: [labelId('医学教育')],
        viewCount: 12,
        createdAt: hoursAgo(3),
      },
    ])
    .returning();
  const afib = asked[0]!;
  const given = await tx
    .insert(answers)
    .values([
      {
        questionId: afib.id,
        authorId: people.professor,
        content:
          '<p>消融术后至少抗凝 2 个月，之后是否继续<strong>不取决于手术是否成功</strong>，而取决于卒中风险：72 岁的 CHA₂DS₂-VASc 评分至少 1–2 分，一般建议长期抗凝。请和主治医生复诊时评估。</p>',
        score: 2,
        commentCount: 1,
        createdAt: hoursAgo(26),
        updatedAt: hoursAgo(26),
      },
      {
        questionId: afib.id,
        authorId: people.teacher,
        content: '<p>补充一点：停药前要复查动态心电图，排除无症状的房颤复发。</p>',
        score: 1,
        createdAt: hoursAgo(20),
        updatedAt: hoursAgo(20),
      },
    ])
    .returning();
  const [best, extra] = given;
  await tx.update(questions).set({ acceptedAnswerId: best!.id }).where(eq(questions.id, afib.id));
  await tx.insert(answerVotes).values([
    { answerId: best!.id, userId: people.asker, value: 1 },
    { answerId: best!.id, userId: people.teacher, value: 1 },
    { answerId: extra!.id, userId: people.asker, value: 1 },
  ]);
  await tx.insert(answerComments).values({
    answerId: best!.id,
    authorId: people.asker,
    content: '谢谢教授，下周复诊时问问医生。',
    createdAt: hoursAgo(24),
  });
};
