import type { TUserExt } from '@huitang/contracts';
import type { TResources } from '../i18n';

type TMenuLabel = `menu.${keyof TResources['menu']}`;

/** What the account layout learns beside the user: SPEC's grade-admin check. */
export interface TMenuFlags {
  gradeAdmin: boolean;
}

export interface TMenuEntry {
  /** The entry's pages: this path and those under it. */
  path: string;
  /** Where the entry leads, when `path` is a folder of pages (the count pages). */
  href?: string;
  /** Other folders of the entry's pages (the course form and lessons under /account/vod). */
  also?: string[];
  label: TMenuLabel;
  /** Entries some users of the section do not get (SPEC "Account side menu"). */
  visible?: (user: TUserExt, flags: TMenuFlags) => boolean;
}

export interface TMenuGroup {
  key: string;
  label: TMenuLabel;
  entries: TMenuEntry[];
}

export interface TMenuSection {
  key: 'personal' | 'lecturer' | 'institution' | 'admin';
  /** The tag under the avatar: the user's type, or the role the section is for. */
  tag: (user: TUserExt) => TMenuLabel | `account.userTypes.${TUserExt['userType']}`;
  groups: TMenuGroup[];
  /** Users who may see this menu at all; others (refused on its pages) see the personal menu. */
  shownTo?: (user: TUserExt) => boolean;
}

const userTypeTag = (user: TUserExt) => `account.userTypes.${user.userType}` as const;

const RECORDS: TMenuEntry = { path: '/account/meetingcenter/record', label: 'menu.attendRecords' };
const CREDENTIALS: TMenuEntry = {
  path: '/account/meetingcenter/credentials',
  label: 'menu.attendCredentials',
};
const CERTIFICATES: TMenuEntry = { path: '/account/certificate', label: 'menu.certificates' };
/** Papers: my submissions, and the papers I was asked to review (any user may be a reviewer). */
const PAPERS: TMenuEntry = { path: '/account/paper', label: 'menu.papers' };
const REVIEWS: TMenuEntry = { path: '/account/review', label: 'menu.reviews' };
const ORDERS: TMenuEntry = { path: '/account/order', label: 'menu.orders' };
const FOLLOWS: TMenuEntry = { path: '/account/follow', label: 'menu.follows' };
const LIVE_RECORD: TMenuEntry = { path: '/account/meetingcenter/liverecord', label: 'menu.liveRecord' };
/** SPEC's count pages: the list of meetings with lives, and each meeting's and venue's figures. */
const LIVE_STATS: TMenuEntry = {
  path: '/account/count',
  href: '/account/count/live',
  label: 'menu.liveStats',
};
/** What the texts sent for my meetings cost (SPEC count: cost). */
const SMS_COST: TMenuEntry = { path: '/account/count/cost', label: 'menu.smsCost' };
/** How the courses I run are studied (SPEC count: video). */
const VIDEO_STATS: TMenuEntry = { path: '/account/count/video', label: 'menu.videoStats' };
/** Exams I offer and their papers (SPEC exams: myExamination, add, selectIssue, preview, examAdmin). */
const EXAMS: TMenuEntry = {
  path: '/account/exams/myExamination',
  also: ['/account/exams'],
  label: 'menu.exams',
};
/** The question bank (SPEC subject: add, comprehend). */
const QUESTION_BANK: TMenuEntry = {
  path: '/account/subject/add',
  also: ['/account/subject'],
  label: 'menu.questionBank',
};
/** The classes I run (SPEC grades: teacher). */
const GRADES: TMenuEntry = { path: '/account/grades/teacher', label: 'menu.grades' };
/** The classes I study in (SPEC grades: my). */
const MY_GRADES: TMenuEntry = { path: '/account/grades/my', label: 'menu.myGrades' };
/** The classes I keep for their teacher: only when the grade-admin check says so (SPEC type 1 menu). */
const GRADE_ADMIN: TMenuEntry = {
  path: '/account/grades/admin',
  label: 'menu.gradeAdmin',
  visible: (_user, flags) => flags.gradeAdmin,
};
/** The exams I took (SPEC type 1 "exam records", exams: myExam). */
const MY_EXAMS: TMenuEntry = { path: '/account/exams/myExam', label: 'menu.myExams' };
/** On-demand courses and libraries: the list, and the course form and lessons under /account/vod|library. */
const VOD: TMenuEntry = {
  path: '/account/organization/vod',
  also: [
    '/account/vod',
    '/account/library',
    '/account/live',
    '/account/organization/live',
    '/account/resource',
    '/account/organization/resource',
  ],
  label: 'menu.vodCourses',
};

/** The orders of my (or my institution's) courses, with refunds. */
const COURSE_ORDERS: TMenuEntry = { path: '/account/organization/order', label: 'menu.courseOrders' };

/** The courses I bought or enrolled in, with my progress. */
const MY_COURSES: TMenuEntry = { path: '/account/course', label: 'menu.myCourses' };
/** My VIP membership and its plans (SPEC /vip). */
const VIP: TMenuEntry = { path: '/vip', label: 'menu.vip' };
const STUDY: TMenuEntry = { path: '/account/study', label: 'menu.study' };
const COLLECTION: TMenuEntry = { path: '/account/collection', label: 'menu.collection' };
/** The lecturers and institutions I follow (SPEC attention). */
const ATTENTION: TMenuEntry = { path: '/account/attention', label: 'menu.attention' };
/** My referrals and channels: in the menu only for those the platform flags recommended (SPEC type 1 menu). */
const RECOMMEND: TMenuEntry = {
  path: '/account/recommend',
  label: 'menu.recommend',
  visible: (user) => user.isRecommended,
};
const CHANNELS: TMenuEntry = {
  path: '/account/channel',
  label: 'menu.channel',
  visible: (user) => user.isRecommended,
};
/** The questions I asked and answered (SPEC /account/ques). */
const MY_QUESTIONS: TMenuEntry = { path: '/account/ques', label: 'menu.myQuestions' };

/** Lecturers and institution members sign up for meetings too: their menus keep these pages. */
const attendanceGroup: TMenuGroup = {
  key: 'attendance',
  label: 'menu.myAttendance',
  entries: [
    RECORDS,
    CREDENTIALS,
    CERTIFICATES,
    PAPERS,
    REVIEWS,
    LIVE_RECORD,
    MY_EXAMS,
    MY_GRADES,
    MY_COURSES,
    STUDY,
    COLLECTION,
    VIP,
    ORDERS,
    FOLLOWS,
    ATTENTION,
    MY_QUESTIONS,
    RECOMMEND,
    CHANNELS,
  ],
};

/**
 * The side menus of SPEC "Account side menu", holding only pages that exist; each later issue adds
 * its entries here when it adds the page (type 1 personal centre order: orders, follows, notices,
 * personal info, certified guest, change password, account binding, recommendations). The section a
 * page belongs to picks the menu (SPEC 6).
 */
export const accountMenus: TMenuSection[] = [
  {
    key: 'personal',
    tag: userTypeTag,
    groups: [
      {
        key: 'attendance',
        label: 'menu.myAttendance',
        entries: [
          RECORDS,
          CREDENTIALS,
          CERTIFICATES,
          PAPERS,
          REVIEWS,
          LIVE_RECORD,
          MY_EXAMS,
          MY_GRADES,
          GRADE_ADMIN,
        ],
      },
      {
        key: 'personal',
        label: 'menu.personal',
        entries: [
          MY_COURSES,
          STUDY,
          COLLECTION,
          VIP,
          ORDERS,
          FOLLOWS,
          ATTENTION,
          MY_QUESTIONS,
          { path: '/account/message', label: 'menu.message' },
          { path: '/account/info', label: 'menu.info' },
          { path: '/account/guest', label: 'menu.guestCentre' },
          { path: '/account/reset', label: 'menu.reset' },
          { path: '/account/bind', label: 'menu.bind' },
          RECOMMEND,
          CHANNELS,
        ],
      },
    ],
  },
  {
    // Type 2: the meeting management centre (meetings, vod, statistics, video): vod and video come with courses.
    key: 'lecturer',
    tag: userTypeTag,
    groups: [
      {
        key: 'meeting',
        label: 'menu.meetingCentre',
        entries: [
          { path: '/account/organization/meetingmanagement', label: 'menu.meetingManagement' },
          VOD,
          EXAMS,
          QUESTION_BANK,
          GRADES,
          LIVE_STATS,
          VIDEO_STATS,
          SMS_COST,
        ],
      },
      {
        key: 'lecturer',
        label: 'menu.lecturerCentre',
        entries: [
          { path: '/account/teacher', label: 'menu.teacher' },
          { path: '/account/earnings', also: ['/account/draw_money'], label: 'menu.earnings' },
          COURSE_ORDERS,
        ],
      },
      attendanceGroup,
    ],
  },
  {
    // Type 3: the meeting management centre (meetings, courses, members, statistics, video): courses and video come later.
    key: 'institution',
    tag: userTypeTag,
    groups: [
      {
        key: 'meeting',
        label: 'menu.meetingCentre',
        entries: [
          { path: '/account/organization/meetingmanagement', label: 'menu.meetingManagement' },
          VOD,
          EXAMS,
          QUESTION_BANK,
          GRADES,
          { path: '/account/organization/lecturer', label: 'menu.orgMembers' },
          LIVE_STATS,
          VIDEO_STATS,
          SMS_COST,
        ],
      },
      {
        key: 'institution',
        label: 'menu.institutionCentre',
        entries: [
          { path: '/account/organization/info', label: 'menu.orgInfo' },
          { path: '/account/organization/pay', label: 'menu.orgPay' },
          { path: '/account/organization/config', label: 'menu.orgConfig' },
          { path: '/account/organization/earnings', label: 'menu.orgEarnings' },
          COURSE_ORDERS,
        ],
      },
      attendanceGroup,
    ],
  },
  {
    key: 'admin',
    tag: () => 'menu.adminTag',
    shownTo: (user) => user.isAdmin,
    groups: [
      {
        key: 'admin',
        label: 'menu.admin',
        entries: [
          { path: '/admin', label: 'menu.adminApplications' },
          { path: '/admin/organizations', label: 'menu.adminOrganizations' },
          { path: '/admin/users', label: 'menu.adminUsers' },
          { path: '/admin/site', label: 'menu.adminSite' },
          { path: '/admin/courses', label: 'menu.adminCourses' },
          { path: '/admin/withdrawals', label: 'menu.adminWithdrawals' },
          { path: '/admin/community', label: 'menu.adminCommunity' },
          { path: '/admin/moderation', label: 'menu.adminModeration' },
          { path: '/admin/info', label: 'menu.adminInfo' },
        ],
      },
    ],
  },
];

/**
 * The entry (its path) a page belongs to: the longest matching folder, so /admin does not claim
 * /admin/users.
 */
export const entryPathOf = (
  entries: Pick<TMenuEntry, 'path' | 'also'>[],
  pathname: string,
): string | undefined =>
  entries
    .flatMap((entry) => [entry.path, ...(entry.also ?? [])].map((folder) => ({ folder, path: entry.path })))
    .filter(({ folder }) => pathname === folder || pathname.startsWith(`${folder}/`))
    .sort((a, b) => b.folder.length - a.folder.length)[0]?.path;

const inSection = (section: TMenuSection, pathname: string): boolean =>
  entryPathOf(
    section.groups.flatMap((group) => group.entries),
    pathname,
  ) !== undefined;

const sectionOfType: Record<TUserExt['userType'], TMenuSection['key']> = {
  1: 'personal',
  2: 'lecturer',
  3: 'institution',
};

/**
 * The menu of the section the page belongs to; a page in several sections (meeting management)
 * takes the user's own; personal pages fall back to the type 1 menu.
 */
export const menuSectionOf = (pathname: string, userType?: TUserExt['userType']): TMenuSection => {
  const sections = accountMenus.filter((section) => inSection(section, pathname));
  const own = sections.find((section) => userType !== undefined && section.key === sectionOfType[userType]);
  return own ?? sections[0] ?? (accountMenus[0] as TMenuSection);
};
