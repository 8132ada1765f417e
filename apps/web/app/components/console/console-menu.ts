import type { TResources } from '../../i18n';

type TConsoleLabel = `console.menu.${keyof TResources['console']['menu']}`;

export interface TConsoleGroup {
  key: string;
  label: TConsoleLabel;
  entries: { path: string; label: TConsoleLabel }[];
}

/**
 * SPEC "Console menu groups", holding only pages that exist.
 */
export const consoleMenu: TConsoleGroup[] = [
  {
    key: 'base',
    label: 'console.menu.base',
    entries: [
      { path: '/account/meeting/baseinfo', label: 'console.menu.baseinfo' },
      { path: '/account/meeting/baseinfo/banner', label: 'console.menu.banner' },
      { path: '/account/meeting/baseinfo/navbar', label: 'console.menu.navbar' },
      { path: '/account/meeting/baseinfo/position', label: 'console.menu.position' },
      { path: '/account/meeting/baseinfo/share', label: 'console.menu.share' },
      { path: '/account/meeting/baseinfo/bgMusic', label: 'console.menu.bgMusic' },
      { path: '/account/meeting/baseinfo/external', label: 'console.menu.external' },
      { path: '/account/meeting/baseinfo/publish', label: 'console.menu.publish' },
      { path: '/account/meeting/baseinfo/enroll', label: 'console.menu.enroll' },
      { path: '/account/meeting/baseinfo/invitecode', label: 'console.menu.invitecode' },
      { path: '/account/meeting/baseinfo/certificate', label: 'console.menu.certificate' },
    ],
  },
  {
    key: 'signup',
    label: 'console.menu.signupGroup',
    entries: [
      { path: '/account/meeting/attendsignup', label: 'console.menu.attendsignup' },
      { path: '/account/meeting/attendorder', label: 'console.menu.attendorder' },
    ],
  },
  {
    key: 'onsite',
    label: 'console.menu.onsiteGroup',
    entries: [
      { path: '/account/meeting/sign/user', label: 'console.menu.signUser' },
      { path: '/account/meeting/sign/scan', label: 'console.menu.signScan' },
      { path: '/account/meeting/sign/badge', label: 'console.menu.signBadge' },
      { path: '/account/meeting/sign/invoice', label: 'console.menu.invoice' },
    ],
  },
  {
    key: 'schedule',
    label: 'console.menu.scheduleGroup',
    entries: [
      { path: '/account/meeting/schedule', label: 'console.menu.schedule' },
      { path: '/account/meeting/seat', label: 'console.menu.seat' },
    ],
  },
  {
    key: 'live',
    label: 'console.menu.liveGroup',
    entries: [
      { path: '/account/meeting/live', label: 'console.menu.live' },
      { path: '/account/meeting/schedulelive', label: 'console.menu.schedulelive' },
      { path: '/account/meeting/meetingvideo', label: 'console.menu.meetingvideo' },
    ],
  },
  {
    key: 'paper',
    label: 'console.menu.paperGroup',
    entries: [
      { path: '/account/meeting/article/solicit', label: 'console.menu.paperSolicit' },
      { path: '/account/meeting/article/setting', label: 'console.menu.paperSetting' },
    ],
  },
  {
    key: 'email',
    label: 'console.menu.emailGroup',
    entries: [
      { path: '/account/meeting/email/send', label: 'console.menu.emailSend' },
      { path: '/account/meeting/email/record', label: 'console.menu.emailRecord' },
      { path: '/account/meeting/email/mould', label: 'console.menu.emailMould' },
      { path: '/account/meeting/email/setting', label: 'console.menu.emailSetting' },
    ],
  },
  {
    // Exams only the meeting's confirmed attendees take (SPEC "exams (questions, papers)").
    key: 'exam',
    label: 'console.menu.examGroup',
    entries: [
      { path: '/account/meeting/exams/myExamination', label: 'console.menu.exams' },
      { path: '/account/meeting/exams/myExam', label: 'console.menu.examRecords' },
      { path: '/account/meeting/subject/add', label: 'console.menu.subject' },
    ],
  },
  {
    key: 'sms',
    label: 'console.menu.smsGroup',
    entries: [
      { path: '/account/meeting/sms/send', label: 'console.menu.smsSend' },
      { path: '/account/meeting/sms/template', label: 'console.menu.smsTemplate' },
    ],
  },
  {
    key: 'guest',
    label: 'console.menu.guestGroup',
    entries: [{ path: '/account/meeting/guest', label: 'console.menu.guest' }],
  },
  {
    key: 'notice',
    label: 'console.menu.noticeGroup',
    entries: [
      { path: '/account/meeting/notice', label: 'console.menu.notice' },
      { path: '/account/meeting/accessory', label: 'console.menu.accessory' },
    ],
  },
];
