/** Texts of the on-site desk (check-in, meals, venue sign-in), in zh and en; messages.ts gathers them. */
export const onsiteMessages = {
  'desk.checkedIn': { zh: '签到成功', en: 'Checked in' },
  'desk.placeSigned': { zh: '会场签到成功', en: 'Signed in at the venue' },
  'desk.already': {
    zh: '已于 {time} 在 {desk} 签到',
    en: 'Already checked in at {time} at {desk}',
  },
  'desk.alreadyPlace': {
    zh: '已于 {time} 在该会场签到',
    en: 'Already signed in at this venue at {time}',
  },
  'desk.forged': {
    zh: '无效的参会凭证：二维码不是本平台签发的',
    en: 'Not a valid credential: this QR code was not issued by the platform',
  },
  'desk.otherMeeting': {
    zh: '这是其他会议的参会凭证',
    en: 'This credential belongs to another meeting',
  },
  'desk.unknown': { zh: '未找到该报名记录', en: 'No such registration' },
  'desk.unpaid': { zh: '报名未支付，请先完成支付', en: 'This registration is not paid yet' },
  'desk.pending': { zh: '报名正在等待审核', en: 'This registration is waiting for review' },
  'desk.cancelled': { zh: '报名已取消', en: 'This registration was cancelled' },
  'desk.refunded': { zh: '报名已退款', en: 'This registration was refunded' },
  'desk.rejected': { zh: '报名审核未通过', en: 'This registration was rejected' },
  'desk.notCheckedIn': { zh: '该参会人尚未签到', en: 'This attendee has not checked in' },
  'desk.undone': { zh: '已撤销签到', en: 'Check-in undone' },
  'desk.placeOtherMeeting': {
    zh: '该会场不属于此会议',
    en: 'This venue does not belong to the meeting',
  },
  'badge.nameRequired': { zh: '胸牌上必须有姓名', en: 'A badge must show the name' },
  'badge.fieldTwice': { zh: '同一字段只能放一次', en: 'Each field can be placed once' },
  'badge.backgroundKind': {
    zh: '胸牌背景须为 PNG 或 JPEG 图片',
    en: 'The badge background must be a PNG or JPEG image',
  },
  'badge.noneToPrint': { zh: '没有符合条件的参会人可打印', en: 'No attendees match to print' },
  'badge.fileName': { zh: '胸牌', en: 'badges' },
} as const;
