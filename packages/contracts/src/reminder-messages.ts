import type { TLocale } from './constants.ts';

/** Texts of session reminders: the organiser's settings and the message an attendee receives. */
export const reminderMessages = {
  'reminder.noSessions': { zh: '请选择需要提醒的日程', en: 'Please choose the sessions to remind' },
  'reminder.title': { zh: '会议提醒：{session}', en: 'Reminder: {session}' },
  'reminder.content': {
    zh: '您报名的「{meeting}」日程「{session}」将于 {day} {time} 开始，地点：{place}。请准时参加。',
    en: 'The session "{session}" of "{meeting}", which you signed up for, starts on {day} at {time} in {place}. Please be on time.',
  },
  'reminder.contentNoPlace': {
    zh: '您报名的「{meeting}」日程「{session}」将于 {day} {time} 开始。请准时参加。',
    en: 'The session "{session}" of "{meeting}", which you signed up for, starts on {day} at {time}. Please be on time.',
  },
  'reminder.fileName': { zh: '日程提醒', en: 'session-reminders' },
} as const satisfies Record<string, Record<TLocale, string>>;

/** Field names of the reminder settings for the generic 601 messages ("enabled" is shared with form fields). */
export const reminderFieldNames: Record<string, Record<TLocale, string>> = {
  leadMinutes: { zh: '提前提醒时间', en: 'reminder lead time' },
  allSessions: { zh: '提醒范围', en: 'sessions covered' },
  sessionIds: { zh: '提醒的日程', en: 'sessions to remind' },
};

/** The reminder list's columns and the states of a reminder in it. */
export const REMINDER_SHEET_HEADERS = {
  day: { zh: '日期', en: 'Date' },
  time: { zh: '时间', en: 'Time' },
  session: { zh: '日程', en: 'Session' },
  place: { zh: '地点', en: 'Place' },
  sendAt: { zh: '提醒时间', en: 'Reminder time' },
  name: { zh: '姓名', en: 'Name' },
  mobile: { zh: '手机号', en: 'Mobile' },
  status: { zh: '提醒状态', en: 'Reminder status' },
  sentAt: { zh: '发送时间', en: 'Sent at' },
} satisfies Record<string, Record<TLocale, string>>;

export const REMINDER_SHEET_STATUS = {
  sent: { zh: '已发送', en: 'Sent' },
  pending: { zh: '待发送', en: 'Pending' },
  off: { zh: '未开启提醒', en: 'Reminders off' },
  missed: { zh: '未发送（日程已开始）', en: 'Not sent (session started)' },
  noAccount: { zh: '无站内账号，无法发送', en: 'No site account, cannot be sent' },
} satisfies Record<string, Record<TLocale, string>>;

/** The organiser's agenda catalogue (session/export/catalogue), column by column. */
export const AGENDA_SHEET_HEADERS: Record<TLocale, string[]> = {
  zh: ['日期', '会场', '分会场/环节', '主持人', '时间', '议题', '讲者'],
  en: ['Date', 'Place', 'Session', 'Host', 'Time', 'Talk', 'Speakers'],
};
