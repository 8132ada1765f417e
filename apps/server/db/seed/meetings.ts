import { eq } from 'drizzle-orm';
import type { TTx } from '../../src/platform/db/client.ts';
import { meetingCategories, meetings, organizations, users } from '../schema/index.ts';
import { demoAssets } from './assets.ts';
import { aiSummitProgramme, cardiologyProgramme, trainingProgramme } from './meeting-programme-content.ts';
import { seedProgramme } from './meeting-programmes.ts';

const categories = [
  ['医学', 'Medicine'],
  ['教育', 'Education'],
  ['科技', 'Technology'],
  ['经济管理', 'Economics and management'],
  ['人文社科', 'Humanities and social sciences'],
] as const;

/** Three listed meetings of the demo institutions and lecturer: upcoming, later, and already held. */
export const seedMeetings = async (tx: TTx) => {
  const created = await tx
    .insert(meetingCategories)
    .values(categories.map(([name, nameEn], sort) => ({ name, nameEn, sort })))
    .returning({ id: meetingCategories.id });
  const [medicine, , technology] = created;
  const orgs = await tx.select({ id: organizations.id, orgName: organizations.orgName }).from(organizations);
  const orgId = (name: string) => orgs.find((org) => org.orgName === name)!.id;
  const userId = async (mobile: string) =>
    (await tx.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)))[0]!.id;

  const demo: (typeof meetings.$inferInsert)[] = [
    {
      creatorId: await userId('13800000003'),
      orgId: orgId('华东医学教育中心'),
      meetingName: '2026 华东心血管病学术年会',
      meetingNameEn: '2026 East China Cardiology Congress',
      categoryId: medicine!.id,
      startTime: new Date('2026-12-18T08:30:00+08:00'),
      endTime: new Date('2026-12-20T17:30:00+08:00'),
      provinceCode: '310000',
      city: '上海',
      cityEn: 'Shanghai',
      address: '上海国际会议中心，浦东新区滨江大道 2727 号',
      addressEn: 'Shanghai International Convention Center, 2727 Binjiang Avenue, Pudong',
      cover: demoAssets.meetingCovers[0]!,
      introduction:
        '<p>年会聚焦冠心病、心力衰竭与心律失常的最新指南与临床实践，设主论坛与 6 个分论坛，邀请 80 余位国内外专家授课，授予国家级继续医学教育 I 类学分。</p>',
      introductionEn:
        '<p>The congress covers the newest guidelines and practice in coronary disease, heart failure and arrhythmia, with a plenary and six sessions by more than 80 experts; national CME class I credits are granted.</p>',
      organizer: '华东医学教育中心',
      organizerEn: 'East China Medical Education Centre',
      hasMultilingual: true,
      meetingDomain: 'ecc2026',
      meetingStatus: 1,
      publishTime: new Date('2026-09-01T10:00:00+08:00'),
    },
    {
      creatorId: await userId('13800000004'),
      orgId: orgId('未来科技研究院'),
      meetingName: '第三届医学人工智能创新峰会',
      categoryId: technology!.id,
      startTime: new Date('2027-03-12T09:00:00+08:00'),
      endTime: new Date('2027-03-13T18:00:00+08:00'),
      provinceCode: '330000',
      city: '杭州',
      cityEn: 'Hangzhou',
      address: '杭州国际博览中心，萧山区奔竞大道 353 号',
      cover: demoAssets.meetingCovers[1]!,
      introduction:
        '<p>峰会汇聚医院、高校与企业，围绕医学影像智能分析、临床大模型与数据合规展开主题报告、圆桌对话与产品展示。</p>',
      organizer: '未来科技研究院',
      meetingStatus: 1,
      publishTime: new Date('2026-10-15T10:00:00+08:00'),
    },
    {
      creatorId: await userId('13800000002'),
      orgId: null,
      meetingName: '冠心病介入治疗规范化培训班',
      categoryId: medicine!.id,
      startTime: new Date('2026-11-01T09:00:00+08:00'),
      endTime: new Date('2026-11-02T17:00:00+08:00'),
      provinceCode: '110000',
      city: '北京',
      cityEn: 'Beijing',
      address: '北京友谊宾馆，海淀区中关村南大街 1 号',
      cover: demoAssets.meetingCovers[2]!,
      introduction:
        '<p>面向青年介入医师的两天实操培训，内容包括冠脉造影判读、支架选择与并发症处理，结业颁发培训证书。</p>',
      organizer: '李明华教授',
      meetingStatus: 1,
      publishTime: new Date('2026-09-20T10:00:00+08:00'),
    },
  ];
  const created3 = await tx
    .insert(meetings)
    // No search vector: the server indexes unindexed meetings as it starts (jieba lives in the app).
    .values(demo)
    .returning({ id: meetings.id });
  const plans = [cardiologyProgramme, aiSummitProgramme, trainingProgramme];
  for (const [index, plan] of plans.entries()) await seedProgramme(tx, created3[index]!.id, plan);
};
