import type { TLocale } from './constants.ts';

/** Texts of session reminders: the organiser's settings and the message an attendee receives. */
export const reminderMessages = {
  'guest.released': {
    zh: '已放弃认领，该会议将显示主办方填写的资料',
    en: "Given back: the meeting shows the organiser's texts again",
  },
  'guest.certifiedTitle': { zh: '嘉宾已认证', en: 'A guest is certified' },
  'guest.certifiedMessage': {
    zh: '会议「{meeting}」的嘉宾「{name}」已验证手机号并认证为本人，会议页面将显示其本人维护的资料。如需使用会议自己的资料，可在嘉宾编辑中打开“使用本会议资料”。',
    en: 'The guest "{name}" of "{meeting}" has proven their mobile and is certified; the meeting now shows the profile they keep. To show your own texts instead, switch on "Use this meeting\'s texts" in the guest editor.',
  },
  'guest.noneForMobile': {
    zh: '没有会议以这个手机号登记嘉宾，请确认主办方登记的手机号',
    en: 'No meeting lists a guest with this mobile number; check the number the organiser has',
  },
  'guest.claimedByOther': {
    zh: '这个手机号登记的嘉宾资料已被另一个账号认领',
    en: 'The guest entries of this mobile number have been claimed by another account',
  },
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
