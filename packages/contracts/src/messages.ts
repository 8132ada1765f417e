import type { TLocale } from './constants.ts';
import { registrationFieldNames, signUpMessages } from './sign-up-messages.ts';
import { reminderFieldNames, reminderMessages } from './reminder-messages.ts';
import { sheetMessages } from './sheet-messages.ts';
import { authMessages } from './auth-messages.ts';
import { uploadMessages } from './upload-messages.ts';
import { courseFieldNames, courseMessages } from './course-messages.ts';
import { liveMessages } from './live-messages.ts';
import { onsiteFieldNames, onsiteMessages } from './onsite-messages.ts';
import { paperFieldNames, paperMessages } from './paper-messages.ts';
import { mailFieldNames, mailMessages } from './mail-messages.ts';
import { examFieldNames, examMessages } from './exam-messages.ts';
import { communityFieldNames, communityMessages } from './community-messages.ts';
import { siteFieldNames } from './site-field-names.ts';
import { meetingFieldNames } from './meeting-field-names.ts';
import { fillMessage } from './fill-message.ts';
import { builtinFieldNames } from './builtin-field-names.ts';

export { fillMessage };

/**
 * Every text the server sends a person, in zh and en. Schemas use the keys as their zod messages,
 * the server translates them by the caller's `language`, and the web reuses them for its own checks.
 */
export const messages = {
  ok: { zh: '操作成功', en: 'Success' },
  'field.required': { zh: '请输入{field}', en: 'Please enter {field}' },
  'field.invalid': { zh: '{field}格式不正确', en: '{field} is not valid' },
  'field.badCharacters': {
    zh: '{field}含有无法保存的字符（空字符或残缺的 Unicode 字符）',
    en: '{field} contains characters that cannot be stored (a NUL or a broken Unicode character)',
  },
  'field.tooLong': { zh: '{field}不能超过{max}个字符', en: '{field} must be at most {max} characters' },
  'field.emptyOnceCleaned': {
    zh: '{field}没有可显示的内容（脚本等不安全的部分会被去掉）',
    en: '{field} shows nothing once unsafe parts such as scripts are removed',
  },
  'field.unknownReference': {
    zh: '{field}指向的内容不存在或已被删除',
    en: '{field} refers to something that does not exist or was removed',
  },
  'record.inUse': {
    zh: '仍有其他内容在使用它，无法删除',
    en: 'Something else still uses it, so it cannot be removed',
  },
  'body.invalid': { zh: '请求内容不正确', en: 'The request is not valid' },
  'body.tooLarge': { zh: '请求内容过大', en: 'The request is too large' },
  'url.invalid': {
    zh: '请求地址不正确：其中一段过长或编码有误',
    en: 'The request address is not valid: a part of it is too long or wrongly encoded',
  },
  ...authMessages,
  'rate.limited': {
    zh: '请求过于频繁，请{seconds}秒后再试',
    en: 'Too many requests, please retry in {seconds} seconds',
  },
  notFound: { zh: '内容不存在或已被删除', en: 'Not found or already deleted' },
  'route.notFound': { zh: '接口不存在', en: 'This API does not exist' },
  failure: { zh: '系统繁忙，请稍后再试', en: 'The system is busy, please retry later' },
  saved: { zh: '保存成功', en: 'Saved successfully' },
  'logout.ok': { zh: '退出成功', en: 'Logged out successfully' },
  'msg.readAll': { zh: '全部已读成功', en: 'All marked as read' },
  ...uploadMessages,
  ...courseMessages,
  ...liveMessages,
  ...onsiteMessages,
  ...paperMessages,
  ...mailMessages,
  ...examMessages,
  ...communityMessages,
  'apply.submitted': {
    zh: '申请已提交，请等待平台审核',
    en: 'Application submitted, please wait for review',
  },
  'apply.pendingExists': {
    zh: '您已有一个待审核的申请，请等待审核结果',
    en: 'You already have an application under review',
  },
  'apply.notAllowed': {
    zh: '您已是讲师或机构成员，无需再次申请',
    en: 'You are already a lecturer or institution member',
  },
  'apply.alreadyAudited': { zh: '该申请已审核', en: 'This application has already been reviewed' },
  'apply.approved': { zh: '审核通过', en: 'Approved' },
  'apply.rejected': { zh: '已驳回', en: 'Rejected' },
  'org.lastOwner': { zh: '机构至少需要保留一位所有者', en: 'An institution must keep at least one owner' },
  'org.memberElsewhere': {
    zh: '该用户已是讲师或其他机构的成员',
    en: 'This user is already a lecturer or a member of another institution',
  },
  'org.memberExists': { zh: '该用户已是本机构成员', en: 'This user is already a member' },
  'org.disabled': { zh: '该机构已被停用', en: 'This institution has been disabled' },
  'admin.self': { zh: '不能停用自己的账号', en: 'You cannot disable your own account' },
  'meeting.endBeforeStart': {
    zh: '结束时间不能早于开始时间',
    en: 'The end time cannot be before the start time',
  },
  'meeting.domainTaken': { zh: '该会议域名已被使用', en: 'This meeting domain is already used' },
  'meeting.listedCannotDelete': {
    zh: '请先下架会议再删除',
    en: 'Delist the meeting before deleting it',
  },
  'meeting.publishOnly': {
    zh: '只有讲师或机构成员可以发布会议',
    en: 'Only lecturers and institution members can publish meetings',
  },
  'meeting.listed': { zh: '上架成功', en: 'Listed successfully' },
  'meeting.delisted': { zh: '下架成功', en: 'Delisted successfully' },
  'meeting.copySuffix': { zh: '（副本）', en: ' (copy)' },
  'search.keywordRequired': { zh: '请输入搜索内容', en: 'Please enter something to search' },
  'agenda.fileName': { zh: '日程', en: 'agenda' },
  deleted: { zh: '删除成功', en: 'Deleted successfully' },
  'referral.invalid': { zh: '推荐码不存在', en: 'This referral code does not exist' },
  'referral.channelTaken': { zh: '已有同名渠道', en: 'You already have a channel of this name' },
  'referral.channelsFull': { zh: '渠道最多{max}个', en: 'You can keep at most {max} channels' },
  ...signUpMessages,
  ...reminderMessages,
  ...sheetMessages,
  'application.kind.lecturer': { zh: '讲师入驻', en: 'lecturer' },
  'application.kind.organization': { zh: '机构入驻', en: 'institution' },
  'application.approvedTitle': { zh: '{kind}申请已通过', en: 'Your {kind} application is approved' },
  'application.approvedContent': {
    zh: '恭喜！您的{kind}申请已通过审核，现在可以进入管理中心发布会议了。',
    en: 'Congratulations! Your {kind} application has been approved; you can now publish meetings from your management centre.',
  },
  'application.rejectedTitle': { zh: '{kind}申请未通过', en: 'Your {kind} application was not approved' },
  'application.rejectedContent': {
    zh: '很抱歉，您的{kind}申请未通过审核。原因：{reason}。您可以修改后重新提交。',
    en: 'Sorry, your {kind} application was not approved. Reason: {reason}. You may correct it and apply again.',
  },
} as const satisfies Record<string, Record<TLocale, string>>;

export type TMessageKey = keyof typeof messages;

export const isMessageKey = (key: string): key is TMessageKey => Object.hasOwn(messages, key);

/** Field names as a person reads them, for the generic 601 messages. */
export const fieldNames: Record<string, Record<TLocale, string>> = {
  code: { zh: '验证码', en: 'verification code' },
  credential: { zh: '参会凭证二维码', en: 'credential QR code' },
  password: { zh: '密码', en: 'password' },
  repassword: { zh: '确认密码', en: 'password confirmation' },
  newPassword: { zh: '新密码', en: 'new password' },
  newMobile: { zh: '新手机号', en: 'new mobile number' },
  confirmPassword: { zh: '确认密码', en: 'password confirmation' },
  nickname: { zh: '昵称', en: 'nickname' },
  sex: { zh: '性别', en: 'sex' },
  age: { zh: '年龄', en: 'age' },
  headImgUrl: { zh: '头像', en: 'avatar' },
  // The WeChat profile the sandbox's consent page sends (decision 040).
  profileNickname: { zh: '微信昵称', en: 'WeChat nickname' },
  profileAvatar: { zh: '微信头像', en: 'WeChat avatar' },
  remark: { zh: '个人简介', en: 'introduction' },
  id: { zh: '编号', en: 'id' },
  navId: { zh: '导航编号', en: 'navigation id' },
  pageCurrent: { zh: '页码', en: 'page number' },
  pageSize: { zh: '每页条数', en: 'page size' },
  fileName: { zh: '文件名', en: 'file name' },
  fileType: { zh: '文件类别', en: 'file category' },
  fileSize: { zh: '文件大小', en: 'file size' },
  key: { zh: '文件标识', en: 'file key' },
  referralCode: { zh: '推荐码', en: 'referral code' },
  channelId: { zh: '推广渠道', en: 'channel' },
  platShow: { zh: '显示位置', en: 'display place' },
  channelName: { zh: '渠道名称', en: 'channel name' },
  introduction: { zh: '简介', en: 'introduction' },
  orgName: { zh: '机构名称', en: 'institution name' },
  shortName: { zh: '机构简称', en: 'short name' },
  licenseImg: { zh: '营业执照', en: 'business licence' },
  contactName: { zh: '联系人', en: 'contact person' },
  contactMobile: { zh: '联系电话', en: 'contact mobile' },
  address: { zh: '地址', en: 'address' },
  logo: { zh: '机构标志', en: 'logo' },
  organization: { zh: '所在单位', en: 'organisation' },
  // A rejection's, a refund's or a revocation's: the reader sees it beside what it explains.
  reason: { zh: '原因', en: 'reason' },
  role: { zh: '角色', en: 'role' },
  orgId: { zh: '机构编号', en: 'institution id' },
  userId: { zh: '用户编号', en: 'user id' },
  orgNo: { zh: '机构号', en: 'institution number' },
  aboutUs: { zh: '关于我们', en: 'about us' },
  keyword: { zh: '关键词', en: 'keyword' },
  meetingName: { zh: '会议名称', en: 'meeting name' },
  startTime: { zh: '开始时间', en: 'start time' },
  endTime: { zh: '结束时间', en: 'end time' },
  meetingDomain: { zh: '会议域名', en: 'meeting domain' },
  categoryId: { zh: '会议分类', en: 'category' },
  provinceCode: { zh: '省份', en: 'province' },
  meetingStatus: { zh: '会议状态', en: 'meeting status' },
  city: { zh: '城市', en: 'city' },
  organizer: { zh: '主办方', en: 'organiser' },
  host: { zh: '主持人', en: 'chair' },
  // The English twins of a multilingual meeting's texts, so a 601 says which language was too long.
  meetingNameEn: { zh: '会议英文名称', en: 'English meeting name' },
  cityEn: { zh: '城市英文名', en: 'English city' },
  addressEn: { zh: '英文地址', en: 'English address' },
  organizerEn: { zh: '主办方英文名', en: 'English organiser' },
  orgNameEn: { zh: '机构英文名称', en: 'English institution name' },
  nameEn: { zh: '英文名称', en: 'English name' },
  titleEn: { zh: '英文标题', en: 'English title' },
  organizationEn: { zh: '所在单位英文名', en: 'English organisation' },
  hostEn: { zh: '主持人英文名', en: 'English chair' },
  introductionEn: { zh: '英文简介', en: 'English introduction' },
  descriptionEn: { zh: '英文说明', en: 'English description' },
  contentEn: { zh: '英文内容', en: 'English content' },
  // Filters and orders many lists share.
  status: { zh: '状态', en: 'status' },
  state: { zh: '状态', en: 'state' },
  kind: { zh: '类型', en: 'kind' },
  type: { zh: '类型', en: 'type' },
  sort: { zh: '排序', en: 'order' },
  isRead: { zh: '已读', en: 'read' },
  ...siteFieldNames,
  ...meetingFieldNames,
  ...registrationFieldNames,
  ...reminderFieldNames,
  ...courseFieldNames,
  ...examFieldNames,
  ...communityFieldNames,
  ...onsiteFieldNames,
  ...paperFieldNames,
  ...mailFieldNames,
  ...builtinFieldNames,
};

export const translate = (
  key: TMessageKey,
  locale: TLocale,
  params: Record<string, string | number> = {},
): string => fillMessage(messages[key][locale], params);

type TKeysUnder<P extends string> = TMessageKey extends infer K
  ? K extends `${P}${infer Rest}`
    ? Rest
    : never
  : never;

/** The texts whose keys start with `prefix`, keyed by the rest of the key: a sheet's columns, say. */
export const textsUnder = <P extends string>(prefix: P): Record<TKeysUnder<P>, Record<TLocale, string>> =>
  Object.fromEntries(
    Object.entries(messages)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, text]) => [key.slice(prefix.length), text]),
  ) as Record<TKeysUnder<P>, Record<TLocale, string>>;

export const fieldLabel = (field: string, locale: TLocale): string => fieldNames[field]?.[locale] ?? field;
