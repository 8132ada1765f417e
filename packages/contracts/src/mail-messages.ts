import type { TLocale } from './constants.ts';
/** Texts of meeting mail (settings, templates, campaigns, unsubscribing), in zh and en; messages.ts gathers them. */
export const mailMessages = {
  'mail.smtpUrl': {
    zh: 'SMTP 地址格式应为 smtp://用户名:密码@主机:端口',
    en: 'The SMTP address should look like smtp://user:password@host:port',
  },
  'mail.noOwnSmtp': {
    zh: '使用自有邮件服务器时，请填写 SMTP 地址',
    en: 'Please enter the SMTP address of your own mail server',
  },
  'mail.unknownVariable': {
    zh: '模板中有未知的变量 {{variable}}，可用：{known}',
    en: 'The template uses an unknown variable {{variable}}; available: {known}',
  },
  'mail.testSent': { zh: '测试邮件已发送', en: 'Test mail sent' },
  'mail.testFailed': { zh: '测试邮件发送失败：{reply}', en: 'The test mail failed: {reply}' },
  'mail.testSubject': { zh: '会堂测试邮件：{meeting}', en: 'Huitang test mail: {meeting}' },
  'mail.testBody': {
    zh: '这是一封测试邮件，说明“{meeting}”的邮件设置可以正常发信。',
    en: 'This is a test: the mail settings of {meeting} can send mail.',
  },
  'mail.noRecipients': {
    zh: '没有符合条件且填写了邮箱的参会人',
    en: 'No registrant with an email matches',
  },
  'mail.queued': { zh: '已加入发送队列，共 {count} 封', en: '{count} mails queued' },
  'mail.unsubscribeLine': {
    zh: '不想再收到此类邮件？退订：{url}',
    en: 'Rather not receive such mail? Unsubscribe: {url}',
  },
  'mail.unsubscribed': {
    zh: '已退订，您将不再收到推广邮件',
    en: 'Unsubscribed: you will get no more promotional mail',
  },
  'mail.resubscribed': {
    zh: '已重新订阅，您将继续收到推广邮件',
    en: 'Subscribed again: you will get promotional mail',
  },
  'mail.badToken': { zh: '退订链接无效', en: 'This unsubscribe link is not valid' },
  'mail.notice.confirmed.subject': {
    zh: '报名成功：{meeting}',
    en: 'You are registered: {meeting}',
  },
  'mail.notice.confirmed.body': {
    zh: '{name}，您已成功报名“{meeting}”（{type}，订单 {order}）。',
    en: '{name}, your registration for {meeting} ({type}, order {order}) is confirmed.',
  },
  'mail.notice.paid.subject': { zh: '已收到付款：{meeting}', en: 'Payment received: {meeting}' },
  'mail.notice.paid.body': {
    zh: '{name}，我们已收到订单 {order} 的付款 ¥{amount}（“{meeting}”，{type}）。',
    en: '{name}, we received ¥{amount} for order {order} ({meeting}, {type}).',
  },
  'mail.notice.refunded.subject': { zh: '已退款：{meeting}', en: 'Refunded: {meeting}' },
  'mail.notice.refunded.body': {
    zh: '{name}，您在“{meeting}”的订单 {order} 已退款 ¥{amount}，报名随之取消。款项将按原支付方式退回。',
    en: '{name}, order {order} for {meeting} was refunded (¥{amount}) and the registration is cancelled. The money goes back the way it was paid.',
  },
  'mail.notice.credential': {
    zh: '参会凭证（入场时出示二维码）：{credential}',
    en: 'Your credential (show its QR code at the door): {credential}',
  },
  'mail.notice.awaitingAudit': {
    zh: '您的报名正在等待主办方审核，审核通过后我们会再通知您。',
    en: 'Your registration awaits the organiser’s review; we will tell you once it is approved.',
  },
  'sms.providerCode': {
    zh: '模板代码只能包含字母、数字和下划线，如 SMS_123456789',
    en: 'A template code has only letters, digits and underscores, such as SMS_123456789',
  },
  'sms.unknownVariable': {
    zh: '短信模板中有未知的变量 {{variable}}，可用：{known}',
    en: 'The text uses an unknown variable {{variable}}; available: {known}',
  },
  'sms.noRecipients': { zh: '没有符合条件的参会人', en: 'No registrant matches' },
  'sms.queued': { zh: '已加入发送队列，共 {count} 条', en: '{count} texts queued' },
} as const;

/** Field names of meeting mail and texts for the generic 601 messages (mail.*.ts words). */
export const mailFieldNames: Record<string, Record<TLocale, string>> = {
  senderName: { zh: '发件人名称', en: 'sender name' },
  replyTo: { zh: '回复地址', en: 'reply-to address' },
  transport: { zh: '发信方式', en: 'sent through' },
  smtpUrl: { zh: 'SMTP 地址', en: 'SMTP address' },
  perMinute: { zh: '每分钟最多发送', en: 'most mails per minute' },
  to: { zh: '收件地址', en: 'recipient address' },
  subject: { zh: '主题', en: 'subject' },
  promotional: { zh: '推广邮件', en: 'promotional' },
  templateId: { zh: '模板', en: 'template' },
  sendAt: { zh: '发送时间', en: 'sending time' },
  campaignId: { zh: '发送任务', en: 'mailing' },
  token: { zh: '退订链接', en: 'unsubscribe link' },
  providerCode: { zh: '服务商模板编号', en: 'vendor template code' },
};
