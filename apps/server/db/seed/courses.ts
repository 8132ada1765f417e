import { chinaDay, chinaInstant } from '@huitang/contracts';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, rgb } from 'pdf-lib';
import type { TDb, TTx } from '../../src/platform/db/client.ts';
import { embedCjkFont } from '../../src/platform/pdf/cjk-font.ts';
import type { TStorage } from '../../src/platform/storage/storage.ts';
import {
  courseCategories,
  courseChapters,
  courseDocuments,
  coursePeriods,
  courses,
  organizations,
  users,
} from '../schema/index.ts';

/** The demo library's PDF, written here rather than shipped: its name finds it again on a later start. */
const DEMO_PDF = '心电图判读要点.pdf';
const DEMO_LECTURER = '13800000005';
const DEMO_INSTITUTION = '华东医学教育中心';
const DEMO_INSTITUTION_OWNER = '13800000003';

const pages: { title: string; lines: string[] }[] = [
  { title: '心电图判读要点', lines: ['会堂演示文库', '共 6 页 · 前 2 页免费试读', '周晓雯 编'] },
  {
    title: '一、判读顺序',
    lines: ['1. 心率与节律', '2. P 波与 PR 间期', '3. QRS 波群与电轴', '4. ST 段与 T 波', '5. QT 间期'],
  },
  {
    title: '二、心率与节律',
    lines: [
      '窦性心律：P 波在 I、II、aVF 导联直立',
      '心率 = 300 ÷ 两个 R 波间的大格数',
      '正常范围 60–100 次/分',
    ],
  },
  {
    title: '三、QRS 波群',
    lines: ['正常时限 < 0.12 秒', '电轴：I 与 aVF 导联同时正向为正常', '宽 QRS：考虑束支阻滞或室性起源'],
  },
  {
    title: '四、ST 段与 T 波',
    lines: ['ST 段抬高：相邻两个导联 ≥ 1 mm', '对应导联压低提示急性心肌梗死', 'T 波倒置须结合临床'],
  },
  { title: '五、小结', lines: ['按顺序判读，不遗漏', '与既往心电图对比', '结合症状与体征作出结论'] },
];

/** Six A4 pages of Chinese text in the platform's own font (real glyphs on any machine). */
export const demoLibraryPdf = async (): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  const text = pages.flatMap(({ title, lines }) => [title, ...lines]).join('');
  const font = await embedCjkFont(pdf, 'regular', `${text}0123456789/`);
  for (const [index, { title, lines }] of pages.entries()) {
    const page = pdf.addPage([595, 842]);
    page.drawRectangle({ x: 0, y: 770, width: 595, height: 72, color: rgb(0.12, 0.37, 1) });
    page.drawText(title, { x: 56, y: 795, size: 26, font, color: rgb(1, 1, 1) });
    lines.forEach((line, row) =>
      page.drawText(line, { x: 56, y: 700 - row * 44, size: 20, font, color: rgb(0.12, 0.15, 0.2) }),
    );
    page.drawText(`${index + 1} / ${pages.length}`, {
      x: 520,
      y: 40,
      size: 12,
      font,
      color: rgb(0.4, 0.4, 0.45),
    });
  }
  return pdf.save();
};

const lecturerOf = async (db: TDb | TTx) => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_LECTURER));
  return row!.id;
};

/**
 * The platform's course categories, then a listed document library of the demo lecturer's: paid with a list price (so on /sale), in the VIP
 * plan, its first two pages free to read. Its file is written by `writeDemoCourseFiles`.
 */
export const seedCourses = async (tx: TTx) => {
  const ownerId = await lecturerOf(tx);
  const categories = await tx
    .insert(courseCategories)
    .values(
      [
        ['心血管', 'Cardiology'],
        ['医学影像', 'Medical imaging'],
        ['护理', 'Nursing'],
        ['医院管理', 'Hospital management'],
      ].map(([categoryName, categoryNameEn], sort) => ({
        categoryName: categoryName!,
        categoryNameEn,
        sort,
      })),
    )
    .returning({ id: courseCategories.id });
  const cardiology = categories[0]!.id;
  const bytes = await demoLibraryPdf();
  const [document] = await tx
    .insert(courseDocuments)
    .values({ ownerId, fileName: DEMO_PDF, sizeBytes: bytes.length, pageCount: pages.length })
    .returning({ id: courseDocuments.id });
  const [course] = await tx
    .insert(courses)
    .values({
      kind: 'library',
      creatorId: ownerId,
      categoryId: cardiology,
      courseName: '心电图判读要点',
      courseNameEn: 'Reading an ECG: the essentials',
      introduction:
        '<p>六页讲清心电图的判读顺序：心率与节律、QRS 波群、ST 段与 T 波。前两页免费试读，会员免费阅读全文。</p>',
      introductionEn:
        '<p>Six pages on the order of reading an ECG: rate and rhythm, the QRS complex, the ST segment and T wave. The first two pages are free; members read it all.</p>',
      isFree: false,
      priceFen: 1900,
      originalPriceFen: 3900,
      vipFree: true,
      status: 'listed',
      listedAt: new Date(),
    })
    .returning({ id: courses.id });
  const [chapter] = await tx
    .insert(courseChapters)
    .values({ courseId: course!.id, sort: 0, title: '心电图判读', titleEn: 'Reading an ECG' })
    .returning({ id: courseChapters.id });
  await tx.insert(coursePeriods).values({
    courseId: course!.id,
    chapterId: chapter!.id,
    sort: 0,
    title: '判读要点',
    titleEn: 'The essentials',
    kind: 'document',
    documentId: document!.id,
    previewPages: 2,
  });
  await seedLiveCourse(tx, { creatorId: ownerId, categoryId: cardiology }, ARRHYTHMIA_SERIES);
};

/** 19:30 China time, `days` after today. */
const eveningIn = (days: number) => chinaInstant(`${chinaDay(Date.now() + days * 86_400_000)} 19:30`)!;

interface TLiveSeries {
  courseName: string;
  courseNameEn: string;
  introduction: string;
  introductionEn: string;
  /** Weekly evening lessons (the first free to everyone), [zh, en], the first `firstDay` days from today. */
  lessons: readonly (readonly [string, string])[];
  firstDay: number;
}

/** The demo lecturer's own series: its lecturer opens the push address on /account/live/period. */
const ARRHYTHMIA_SERIES: TLiveSeries = {
  courseName: '心律失常系列直播',
  courseNameEn: 'Arrhythmias: a live series',
  introduction: '<p>每周一晚 19:30，三讲带你读懂常见心律失常的心电图。直播结束后可看回放。</p>',
  introductionEn:
    '<p>Three weekly evening lessons on the ECGs of common arrhythmias, with replays after each live.</p>',
  lessons: [
    ['第一讲：房颤与房扑', 'Atrial fibrillation and flutter'],
    ['第二讲：室上性心动过速', 'Supraventricular tachycardia'],
    ['第三讲：房室传导阻滞', 'Atrioventricular block'],
  ],
  firstDay: 1,
};

/** The first demo institution's series, run by its owner: its site's home shows it under 课程. */
const CHEST_PAIN_SERIES: TLiveSeries = {
  courseName: '胸痛中心建设系列直播',
  courseNameEn: 'Building a chest pain centre: a live series',
  introduction:
    '<p>华东医学教育中心继续教育项目：两讲讲清胸痛中心的流程设计与质控指标，直播结束后可看回放。</p>',
  introductionEn:
    '<p>A continuing-education programme of the East China Medical Education Centre: two lessons on the pathways and quality indicators of a chest pain centre, with replays after each live.</p>',
  lessons: [
    ['第一讲：胸痛中心的流程设计', 'Designing the pathways'],
    ['第二讲：质控指标与持续改进', 'Quality indicators and continuous improvement'],
  ],
  firstDay: 3,
};

/** A listed free live course of weekly evening lessons, the first open to everyone. */
const seedLiveCourse = async (
  tx: TTx,
  owner: { creatorId: number; orgId?: number; categoryId: number },
  { lessons, firstDay, ...names }: TLiveSeries,
) => {
  const [course] = await tx
    .insert(courses)
    .values({ kind: 'live', ...owner, ...names, status: 'listed', listedAt: new Date() })
    .returning({ id: courses.id });
  const [chapter] = await tx
    .insert(courseChapters)
    .values({ courseId: course!.id, sort: 0, title: '直播课表', titleEn: 'Schedule' })
    .returning({ id: courseChapters.id });
  await tx.insert(coursePeriods).values(
    lessons.map(([title, titleEn], index) => ({
      courseId: course!.id,
      chapterId: chapter!.id,
      sort: index,
      title,
      titleEn,
      kind: 'live' as const,
      isFree: index === 0,
      liveStartsAt: eveningIn(firstDay + 7 * index),
      liveMinutes: 60,
    })),
  );
};

/**
 * The first demo institution's own live series, written by its owner (seeded after the
 * institutions, and on an earlier demo database at its next start).
 */
export const seedInstitutionCourses = async (tx: TTx) => {
  const [org] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.orgName, DEMO_INSTITUTION));
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobile, DEMO_INSTITUTION_OWNER));
  const [category] = await tx
    .select({ id: courseCategories.id })
    .from(courseCategories)
    .where(eq(courseCategories.categoryName, '医院管理'));
  if (!org || !owner || !category) return;
  await seedLiveCourse(
    tx,
    { creatorId: owner.id, orgId: org.id, categoryId: category.id },
    CHEST_PAIN_SERIES,
  );
};

/**
 * Puts the demo library's PDF where documents are kept (the local disk or the bucket), when the demo
 * data has it and the storage does not yet: the key is the document service's (`documents/<id>.pdf`).
 */
export const writeDemoCourseFiles = async (db: TDb, storage: TStorage) => {
  const [document] = await db
    .select({ id: courseDocuments.id })
    .from(courseDocuments)
    .where(and(eq(courseDocuments.fileName, DEMO_PDF), eq(courseDocuments.ownerId, await lecturerOf(db))));
  if (!document) return;
  const key = `documents/${document.id}.pdf`;
  if ((await storage.size(key)) !== undefined) return;
  await storage.put(key, { bytes: Buffer.from(await demoLibraryPdf()) }, 'application/pdf');
};
