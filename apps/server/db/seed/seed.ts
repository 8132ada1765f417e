import { eq, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../src/platform/db/client.ts';
import { hashPassword } from '../../src/platform/auth/password.ts';
import {
  adverts,
  appMeta,
  footerNavArticles,
  footerNavGroups,
  friendLinks,
  navBars,
  userMessages,
  users,
  vipSets,
  webInfo,
  zones,
} from '../schema/index.ts';
import { demoAssets } from './assets.ts';
import { seedMeetings } from './meetings.ts';
import { seedSignUps } from './sign-ups.ts';
import { seedReminders } from './reminders.ts';
import { seedCourses, seedInstitutionCourses } from './courses.ts';
import { seedExams, seedExercises, seedGrades } from './exams.ts';
import { seedCommunity } from './community.ts';
import { seedInfoArticles } from './info-articles.ts';
import { orgDemoAccounts, seedOrganizations } from './organizations.ts';
import {
  demoFooterGroups,
  demoFriendLinks,
  demoNavBars,
  demoVipSets,
  demoWebInfo,
  demoWebInfoEn,
  demoZones,
} from './site-content.ts';

export const DEMO_PASSWORD = 'Huitang123';
export const demoAccounts = [
  { mobile: '13800000001', userType: 1, nickname: '张明', isAdmin: false, referralCode: 'DEMO0001' },
  { mobile: '13800000002', userType: 2, nickname: '李教授', isAdmin: false, referralCode: 'DEMO0002' },
  { mobile: '13800000003', userType: 3, nickname: '王主任', isAdmin: false, referralCode: 'DEMO0003' },
  { mobile: '13800000000', userType: 1, nickname: '平台管理员', isAdmin: true, referralCode: 'DEMOADMN' },
] as const;

/** Demo people with the demo password, each greeted by the welcome messages. */
const insertAccounts = async (
  tx: TTx,
  accounts: readonly Omit<typeof users.$inferInsert, 'passwordHash' | 'passwordSalt'>[],
  password: { hash: string; salt: string },
) => {
  const created = await tx
    .insert(users)
    .values(
      accounts.map((account) => ({ ...account, passwordHash: password.hash, passwordSalt: password.salt })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created.length === 0) return;
  await tx
    .insert(userMessages)
    .values(created.flatMap(({ id }) => welcome.map((text) => ({ userId: id, ...text }))));
};

const runOnce = async (tx: TTx, mark: string, work: () => Promise<void>) => {
  const marked = await tx.select().from(appMeta).where(eq(appMeta.key, mark));
  if (marked.length > 0) return;
  await work();
  await tx.insert(appMeta).values({ key: mark, value: new Date().toISOString() });
};

const SEED_LOCK = 727_002;
const SEED_MARK = 'demo_seeded';
const ORG_SEED_MARK = 'demo_seeded_organizations';
const MEETING_SEED_MARK = 'demo_seeded_meetings';
const REGISTRATION_SEED_MARK = 'demo_seeded_registrations';
const REMINDER_SEED_MARK = 'demo_seeded_reminders';
const COURSE_SEED_MARK = 'demo_seeded_courses';
const INSTITUTION_COURSE_SEED_MARK = 'demo_seeded_institution_courses';
const EXAM_SEED_MARK = 'demo_seeded_exams';
const GRADE_SEED_MARK = 'demo_seeded_grades';
const EXERCISE_SEED_MARK = 'demo_seeded_exercises';
const COMMUNITY_SEED_MARK = 'demo_seeded_community';
const INFO_SEED_MARK = 'demo_seeded_info_articles';

const welcome = [
  {
    title: '欢迎加入会堂',
    content: '您的账号已开通，可以报名会议、观看直播与回放、学习课程。',
    titleEn: 'Welcome to Huitang',
    contentEn:
      'Your account is ready: register for meetings, watch live streams and replays, and study courses.',
  },
  {
    title: '完善个人资料',
    content: '在“个人信息”中设置头像与昵称，讲师与主办方会更容易认出您。',
    titleEn: 'Complete your profile',
    contentEn:
      'Set your avatar and nickname under “Personal info” so lecturers and organisers recognise you.',
  },
  {
    title: '安全提示',
    content: '请勿向任何人透露短信验证码；会堂工作人员不会索要您的密码。',
    titleEn: 'Security tip',
    contentEn: 'Never share your SMS codes; Huitang staff will never ask for your password.',
  },
];

/**
 * Demo data for a first start; runs once per database, also when several instances start together.
 * The tests' template asks for a cheap password hash (`passwordCostN`), as their harness does.
 */
export const seedDemoData = async (db: TDb, passwordCostN?: number): Promise<void> => {
  const passwordOf = await hashPassword(DEMO_PASSWORD, passwordCostN);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await runOnce(tx, SEED_MARK, async () => {
      // The platform seed may have written the bare site information first; the demo's replaces it.
      await tx
        .insert(webInfo)
        .values({ id: 1, data: demoWebInfo, dataEn: demoWebInfoEn })
        .onConflictDoUpdate({ target: webInfo.id, set: { data: demoWebInfo, dataEn: demoWebInfoEn } });
      await tx
        .insert(navBars)
        .values(
          demoNavBars.map(([navTitle, navTitleEn, navUrl], sort) => ({ navTitle, navTitleEn, navUrl, sort })),
        );
      for (const [groupSort, group] of demoFooterGroups.entries()) {
        const [inserted] = await tx
          .insert(footerNavGroups)
          .values({ navName: group.navName, navNameEn: group.navNameEn, sort: groupSort })
          .returning({ id: footerNavGroups.id });
        await tx.insert(footerNavArticles).values(
          group.articles.map(([navName, navNameEn, body], sort) => ({
            groupId: inserted!.id,
            navName,
            navNameEn,
            content: body.zh,
            contentEn: body.en,
            sort,
          })),
        );
      }
      await tx.insert(friendLinks).values(
        demoFriendLinks.map(([linkName, linkNameEn, linkUrl], sort) => ({
          linkName,
          linkNameEn,
          linkUrl,
          sort,
        })),
      );
      await tx.insert(adverts).values([
        {
          advTitle: '2026 中国医学学术年会',
          advTitleEn: '2026 China Medical Congress',
          advImg: demoAssets.banners[0]!,
          sort: 0,
        },
        {
          advTitle: '一站式会议管理平台',
          advTitleEn: 'All-in-one meeting management',
          advImg: demoAssets.banners[1]!,
          sort: 1,
        },
        {
          advTitle: '免费发布你的会议',
          advTitleEn: 'Publish your meeting for free',
          advImg: demoAssets.banners[2]!,
          advUrl: '/recruit',
          sort: 2,
        },
      ]);
      await tx.insert(zones).values(
        demoZones.map(([zoneName, zoneNameEn, zoneDesc, zoneDescEn], sort) => ({
          zoneName,
          zoneNameEn,
          zoneDesc,
          zoneDescEn,
          zoneImg: demoAssets.zones[sort]!,
          sort,
        })),
      );
      await tx.insert(vipSets).values(
        demoVipSets.map(([vipName, vipNameEn, vipPrice, vipDays, vipDesc, vipDescEn], sort) => ({
          vipName,
          vipNameEn,
          vipPrice,
          vipDays,
          vipDesc,
          vipDescEn,
          sort,
        })),
      );

      await insertAccounts(tx, demoAccounts, passwordOf);
    });
    await runOnce(tx, ORG_SEED_MARK, async () => {
      await insertAccounts(tx, orgDemoAccounts, passwordOf);
      const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, '13800000000'));
      await seedOrganizations(tx, admin!.id);
    });
    await runOnce(tx, MEETING_SEED_MARK, () => seedMeetings(tx));
    await runOnce(tx, REGISTRATION_SEED_MARK, () => seedSignUps(tx));
    await runOnce(tx, REMINDER_SEED_MARK, () => seedReminders(tx));
    await runOnce(tx, COURSE_SEED_MARK, () => seedCourses(tx));
    await runOnce(tx, INSTITUTION_COURSE_SEED_MARK, () => seedInstitutionCourses(tx));
    await runOnce(tx, EXAM_SEED_MARK, () => seedExams(tx));
    await runOnce(tx, GRADE_SEED_MARK, () => seedGrades(tx));
    await runOnce(tx, EXERCISE_SEED_MARK, () => seedExercises(tx));
    await runOnce(tx, COMMUNITY_SEED_MARK, () => seedCommunity(tx));
    await runOnce(tx, INFO_SEED_MARK, () => seedInfoArticles(tx));
  });
};
