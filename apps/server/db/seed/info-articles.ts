import { asc, eq } from 'drizzle-orm';
import type { TTx } from '../../src/platform/db/client.ts';
import { articleCategories, infoArticles, zones } from '../schema/index.ts';
import { demoAssets } from './assets.ts';

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

/** The demo's categories, by zone in the zones' order: [zh, en] each. */
const CATEGORIES: [string, string][][] = [
  [
    ['指南解读', 'Guidelines'],
    ['学术动态', 'Research news'],
  ],
  [
    ['会议通知', 'Notices'],
    ['会议报道', 'Reports'],
  ],
  [['行业观察', 'Industry']],
  [
    ['政策法规', 'Policy'],
    ['学分指南', 'Credits'],
  ],
];

/** [category (zh), title, source, author, hours ago, recommended order or null, text]. */
const ARTICLES: [string, string, string, string, number, number | null, string][] = [
  [
    '指南解读',
    '房颤抗凝治疗要点：从风险评估到出血管理',
    '会堂医学编辑部',
    '李教授',
    20,
    1,
    paragraphs(
      '心房颤动患者的卒中预防以抗凝治疗为核心。开始抗凝前，应以 CHA₂DS₂-VASc 评分评估卒中风险，同时以 HAS-BLED 评分识别并纠正可控的出血危险因素，而不是据此放弃抗凝。',
      '对多数非瓣膜性房颤患者，新型口服抗凝药的使用更为简便，无需常规监测凝血指标，但需按肾功能调整剂量，并定期随访依从性。',
      '发生出血时，应评估出血部位与严重程度，必要时暂停用药并使用相应的逆转策略；出血控制后，多数患者仍应在权衡获益后恢复抗凝。',
    ),
  ],
  [
    '指南解读',
    '心血管病一级预防：生活方式干预的五个重点',
    '会堂医学编辑部',
    '周老师',
    52,
    null,
    paragraphs(
      '心血管病的一级预防始于生活方式：规律的中等强度运动、限盐限酒、戒烟、控制体重与保证睡眠，是所有预防策略的基础。',
      '血压、血脂与血糖的管理应根据个体的总体风险分层进行，风险越高，干预目标越严格。',
    ),
  ],
  [
    '学术动态',
    '人工智能辅助心电图判读的研究进展',
    '会堂学术频道',
    '',
    30,
    3,
    paragraphs(
      '近年来，基于深度学习的心电图判读模型在心律失常识别、左心室功能评估等任务上取得了进展，部分研究报告的准确率接近专科医生。',
      '但模型在不同人群和设备间的泛化能力、结果的可解释性以及临床责任的界定，仍是走向常规应用前需要回答的问题。',
    ),
  ],
  [
    '会议通知',
    '2027 年度学术年会征文通知',
    '年会组委会',
    '',
    8,
    2,
    paragraphs(
      '年度学术年会现面向全国征集论文，内容涵盖临床研究、基础研究、护理与医学教育等方向。',
      '投稿请通过会议页面的“论文投稿”栏目在线提交摘要，摘要不超过 800 字，录用结果将以短信与站内消息通知。',
      '优秀论文将获邀在分会场作口头报告，并可申请继续教育学分。',
    ),
  ],
  [
    '会议报道',
    '急诊医学高峰论坛在京举行，聚焦胸痛中心建设',
    '会堂新闻',
    '王记者',
    75,
    null,
    paragraphs(
      '本次论坛围绕胸痛中心的区域协同、院前院内衔接与质量控制展开讨论，来自各地的急诊科主任分享了各自的建设经验。',
      '与会专家认为，缩短首次医疗接触到再灌注的时间，关键在于信息提前传递与流程的持续改进。论坛全程提供直播与回放。',
    ),
  ],
  [
    '行业观察',
    '线上线下融合办会：学术会议的新常态',
    '会堂研究院',
    '',
    100,
    4,
    paragraphs(
      '越来越多的学会采用线下主会场加全程直播的方式办会：线下保留交流的温度，线上扩大学术影响的半径。',
      '融合办会对组织者提出了新的要求：报名、签到、直播、回放与学分需要在一个平台上打通，参会者的体验才能连贯。',
    ),
  ],
  [
    '政策法规',
    '继续医学教育学分管理要点解读',
    '会堂政策研究',
    '',
    40,
    null,
    paragraphs(
      '继续医学教育实行学分制，卫生专业技术人员每年应按要求获得相应学分。',
      '参加经认可的学术会议，按要求完成签到与学习时长后，可获得相应的学分证明；线上学习的学分认定以平台记录为准。',
    ),
  ],
  [
    '学分指南',
    '如何在会堂查询与下载学分证书',
    '会堂客服中心',
    '',
    12,
    null,
    paragraphs(
      '参会并完成签到后，主办方发放证书时您会收到通知。登录后进入“个人中心 → 我的证书”即可查看与下载 PDF 证书。',
      '证书上的二维码可用于公开核验：任何人扫码或在证书查询页输入证书编号，即可确认证书真伪。',
    ),
  ],
];

/**
 * The demo's information articles (/info): categories in each zone, eight published articles, four
 * of them recommended. Each zone's card on the home page leads to its articles.
 */
export const seedInfoArticles = async (tx: TTx) => {
  const zoneRows = await tx.select().from(zones).orderBy(asc(zones.sort), asc(zones.id));
  const categoryIds = new Map<string, number>();
  for (const [index, zone] of zoneRows.entries()) {
    if (!zone.zoneUrl)
      await tx
        .update(zones)
        .set({ zoneUrl: `/info?zone=${zone.id}` })
        .where(eq(zones.id, zone.id));
    for (const [sort, [categoryName, categoryNameEn]] of (CATEGORIES[index] ?? []).entries()) {
      const [row] = await tx
        .insert(articleCategories)
        .values({ zoneId: zone.id, categoryName, categoryNameEn, sort })
        .returning({ id: articleCategories.id });
      categoryIds.set(categoryName, row!.id);
    }
  }
  const covers = [...demoAssets.meetingCovers, ...demoAssets.zones];
  await tx.insert(infoArticles).values(
    ARTICLES.filter(([category]) => categoryIds.has(category)).map(
      ([category, title, source, author, hours, recommended, content], index) => ({
        categoryId: categoryIds.get(category)!,
        title,
        source,
        author,
        content,
        summary: content.replace(/<[^>]+>/g, '').slice(0, 120),
        cover: covers[index % covers.length]!,
        status: 'published' as const,
        isRecommended: recommended !== null,
        recommendSort: recommended ?? 0,
        viewCount: 40 + index * 17,
        publishedAt: new Date(Date.now() - hours * 3600_000),
      }),
    ),
  );
};
