import { eq, inArray } from 'drizzle-orm';
import type { TPageComponent } from '@huitang/contracts';
import type { TTx } from '../../src/platform/db/client.ts';
import { applications, lecturerProfiles, organizations, orgMembers, users } from '../schema/index.ts';
import { demoAssets } from './assets.ts';

/** People of the organisation demo; their password is the demo password. */
export const orgDemoAccounts = [
  { mobile: '13800000004', userType: 3, nickname: '赵院长', referralCode: 'DEMO0004' },
  { mobile: '13800000005', userType: 2, nickname: '周老师', referralCode: 'DEMO0005' },
  { mobile: '13800000006', userType: 1, nickname: '孙经理', referralCode: 'DEMO0006' },
  { mobile: '13800000007', userType: 3, nickname: '陈秘书', referralCode: 'DEMO0007' },
] as const;

const page = (
  logo: string,
  white: string,
  qr: string,
  aboutUs: string,
  service: string,
  copyright: string,
  template: TPageComponent['template'],
): TPageComponent => ({
  orgLogo: logo,
  orgActiveLogo: white,
  aboutUs,
  customerServiceInfo: service,
  copyright,
  QRcode: qr,
  sections: { meeting: true, live: true, vod: true },
  template,
});

const orgA = {
  orgName: '华东医学教育中心',
  orgNameEn: 'East China Medical Education Centre',
  shortName: '华东医教',
  category: 'society' as const,
  logo: demoAssets.orgLogos.a,
  licenseImg: demoAssets.licences.a,
  contactName: '王主任',
  contactMobile: '13800000003',
  address: '上海市徐汇区枫林路 180 号',
  introduction:
    '华东医学教育中心长期承办心血管、肿瘤与急诊医学领域的学术年会和继续教育项目，每年服务医师逾三万人次。',
  introductionEn:
    'The East China Medical Education Centre runs congresses and continuing-education programmes in cardiology, oncology and emergency medicine, serving more than 30,000 physicians a year.',
  pageComponent: page(
    demoAssets.orgLogos.a,
    demoAssets.orgLogos.aWhite,
    demoAssets.orgQr.a,
    '<h2>关于我们</h2><p>华东医学教育中心成立于 2009 年，是面向临床医师的继续医学教育机构。我们与三十余家三甲医院合作，举办学术年会、专题研讨班与线上课程。</p><p>地址：上海市徐汇区枫林路 180 号</p>',
    '会务咨询：021-6404-1990（工作日 9:00-17:30）',
    '© 2026 华东医学教育中心 版权所有',
    'classic',
  ),
};

const orgB = {
  orgName: '未来科技研究院',
  orgNameEn: 'Institute of Future Technology',
  shortName: '未来科技',
  category: 'university' as const,
  logo: demoAssets.orgLogos.b,
  licenseImg: demoAssets.licences.b,
  contactName: '赵院长',
  contactMobile: '13800000004',
  address: '浙江省杭州市西湖区文三路 90 号',
  introduction: '未来科技研究院聚焦人工智能、数字医疗与智能制造，定期举办行业峰会与开发者大会。',
  introductionEn:
    'The Institute of Future Technology works on artificial intelligence, digital health and smart manufacturing, and holds industry summits and developer conferences.',
  pageComponent: page(
    demoAssets.orgLogos.b,
    demoAssets.orgLogos.bWhite,
    demoAssets.orgQr.b,
    '',
    '合作邮箱：events@future-tech.cn',
    '© 2026 未来科技研究院',
    'academy',
  ),
};

const lecturers = [
  {
    mobile: '13800000002',
    name: '李明华',
    position: '主任医师 / 教授',
    organization: '复旦大学附属中山医院',
    headImgUrl: demoAssets.avatars.li,
    introduction:
      '心内科主任医师，博士生导师，长期从事冠心病介入治疗与心血管急重症救治研究，主持国家自然科学基金项目 3 项。',
    email: 'li.minghua@example.cn',
  },
  {
    mobile: '13800000005',
    name: '周晓雯',
    position: '副教授',
    organization: '浙江大学计算机科学与技术学院',
    headImgUrl: demoAssets.avatars.zhou,
    introduction: '研究方向为医学影像智能分析与可信人工智能，讲授《机器学习》《医学人工智能导论》等课程。',
    email: 'zhou.xiaowen@example.cn',
  },
];

/** Two approved institutions with their sites and members, two lecturers, and one pending application. */
export const seedOrganizations = async (tx: TTx, adminId: number) => {
  const people = await tx
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      inArray(users.mobile, [
        '13800000002',
        '13800000003',
        '13800000004',
        '13800000005',
        '13800000006',
        '13800000007',
      ]),
    );
  const idOf = (mobile: string) => people.find((p) => p.mobile === mobile)!.id;

  for (const [org, owner, extra] of [
    [orgA, '13800000003', '13800000007'],
    [orgB, '13800000004', undefined],
  ] as const) {
    const [created] = await tx.insert(organizations).values(org).returning({ id: organizations.id });
    await tx.insert(orgMembers).values({ orgId: created!.id, userId: idOf(owner), role: 'owner' });
    if (extra) await tx.insert(orgMembers).values({ orgId: created!.id, userId: idOf(extra), role: 'admin' });
    const { pageComponent: _page, ...form } = org;
    await tx.insert(applications).values({
      userId: idOf(owner),
      kind: 'organization',
      status: 1,
      form: { ...form, contactMobile: org.contactMobile },
      reviewerId: adminId,
      auditedAt: new Date(),
    });
  }

  for (const { mobile, ...profile } of lecturers) {
    await tx.insert(lecturerProfiles).values({ userId: idOf(mobile), ...profile });
    await tx
      .update(users)
      .set({ headImgUrl: profile.headImgUrl })
      .where(eq(users.id, idOf(mobile)));
  }

  await tx.insert(applications).values({
    userId: idOf('13800000006'),
    kind: 'organization',
    form: {
      orgName: '星辰会展服务有限公司',
      orgNameEn: 'Xingchen Exhibition Services Co., Ltd.',
      shortName: '星辰会展',
      logo: demoAssets.orgLogos.c,
      licenseImg: demoAssets.licences.c,
      contactName: '孙经理',
      contactMobile: '13800000006',
      address: '北京市朝阳区东三环中路 7 号',
      introduction: '专业会议与展览服务商，提供会场搭建、注册签到与同声传译服务。',
    },
  });
};
