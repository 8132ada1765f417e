import type { TLocale } from './constants.ts';

/** Texts of courses and their videos, in zh and en. */
export const courseMessages = {
  'course.priceRequired': { zh: '付费课程请填写价格', en: 'A paid course needs a price' },
  'course.originalPriceTooLow': {
    zh: '原价应高于现价（不设原价请填 0）',
    en: 'The list price must be higher than the price (0 for none)',
  },
  'course.notInVip': {
    zh: '该课程不在会员免费范围内',
    en: 'This course is not included in the VIP membership',
  },
  'vip.required': {
    zh: '开通会员后可免费学习该课程',
    en: 'Become a VIP member to study this course without buying it',
  },
  'attention.followed': { zh: '已关注', en: 'Following' },
  'attention.unfollowed': { zh: '已取消关注', en: 'Unfollowed' },
  'attention.self': { zh: '不能关注自己', en: 'You cannot follow yourself' },
  'collection.saved': { zh: '已收藏', en: 'Added to favourites' },
  'collection.removed': { zh: '已取消收藏', en: 'Removed from favourites' },
  'vip.planMissing': { zh: '会员套餐不存在或已下架', en: 'No such VIP plan' },
  'course.notEditable': {
    zh: '课程审核中，暂不能修改',
    en: 'The course is under review and cannot be changed now',
  },
  'course.chapterMissing': { zh: '章节不存在', en: 'No such chapter in this course' },
  'course.videoRequired': { zh: '视频课时请选择已上传的视频', en: 'A video period needs an uploaded video' },
  'course.notSubmittable': {
    zh: '只有草稿或未通过审核的课程可以提交审核',
    en: 'Only a draft or a rejected course can be sent for review',
  },
  'course.emptyOutline': {
    zh: '请至少添加一个课时再提交审核',
    en: 'Add at least one period before sending the course for review',
  },
  'course.videosNotReady': {
    zh: '还有视频未转码完成，完成后再提交审核',
    en: 'Some videos are still transcoding or failed; send it for review once they are ready',
  },
  'course.notReviewing': { zh: '该课程不在审核中', en: 'The course is not waiting for review' },
  'course.rejectNoteRequired': { zh: '请填写不通过的原因', en: 'Give the reason for rejecting it' },
  'course.submitted': { zh: '已提交审核', en: 'Sent for review' },
  'course.notListed': { zh: '课程未上架', en: 'The course is not listed' },
  'course.notFree': { zh: '该课程需要购买', en: 'This course has to be bought' },
  'course.isFreeCourse': {
    zh: '免费课程无需购买，直接加入学习即可',
    en: 'This course is free: add it to your courses instead of buying it',
  },
  'course.alreadyEnrolled': { zh: '您已拥有该课程', en: 'You already have this course' },
  'course.mustBuy': {
    zh: '购买课程后才能学习该课时',
    en: 'Buy the course to study this period',
  },
  'course.liveStartRequired': { zh: '请填写直播开始时间', en: 'Please set when the live starts' },
  'course.notLive': { zh: '该课时不是直播课时', en: 'This period is not a live one' },
  'course.categoryMissing': { zh: '该课程分类不存在', en: 'There is no such course category' },
  'course.paperRequired': {
    zh: '练习课时请选择一份试卷',
    en: 'An exercise period needs a paper',
  },
  'course.paperUnfit': {
    zh: '练习只能使用课程所属题库中的试卷',
    en: 'An exercise uses a paper of the course owner’s bank',
  },
  'course.exerciseMissing': { zh: '该练习还没有试卷', en: 'This exercise has no paper yet' },
  'course.fileRequired': { zh: '资源课时请先上传文件', en: 'A resource period needs an uploaded file' },
  'course.notDownloadable': { zh: '该课时没有可下载的文件', en: 'This period has no file to download' },
  'courseFile.notAccepted': {
    zh: '不支持该文件类型（{type}）：请上传 PDF、Office 文档、压缩包、图片、音频或 MP4 视频',
    en: 'This kind of file ({type}) is not accepted: upload a PDF, an Office document, an archive, an image, audio or an MP4 video',
  },
  'courseFile.tooLarge': { zh: '文件不能超过 {size}', en: 'A file can be at most {size}' },
  'course.notPlayable': { zh: '该课时暂无可播放的视频', en: 'This period has no video to play yet' },
  'course.hasStudents': {
    zh: '课程已有学员或订单，不能删除，可以下架',
    en: 'The course has students or orders and cannot be deleted; take it offline instead',
  },
  'course.refundWithdrawn': {
    zh: '该订单的分成已被提现，余额不足以退回，暂不能退款',
    en: 'The shares of this order were withdrawn and the balance cannot cover them; it cannot be refunded now',
  },
  'course.refunded': { zh: '已退款，学员已移出课程', en: 'Refunded; the student has left the course' },
  'course.enrolled': { zh: '已加入学习', en: 'Added to your courses' },
  'earnings.minimum': { zh: '单次提现不少于 1 元', en: 'A withdrawal is at least ¥1' },
  'earnings.bankRequired': { zh: '请填写开户银行', en: 'Name the bank of the account' },
  'earnings.overBalance': {
    zh: '提现金额超过可提现余额',
    en: 'The amount is more than the balance you can withdraw',
  },
  'earnings.notPending': { zh: '该提现申请已处理', en: 'This withdrawal has already been decided' },
  'earnings.requested': {
    zh: '提现申请已提交，等待平台审核',
    en: 'Withdrawal requested; the platform will review it',
  },
  'video.notVideo': {
    zh: '上传的文件不是视频（识别为：{type}）',
    en: 'The uploaded file is not a video (it reads as: {type})',
  },
  'video.unreadable': {
    zh: '无法读取视频画面，请检查文件后重新上传',
    en: 'No picture could be read from the video; please check the file and upload it again',
  },
  'video.noFfmpeg': {
    zh: '服务器未安装转码工具 ffmpeg',
    en: 'The server has no ffmpeg to transcode with',
  },
  'video.notFailed': {
    zh: '只有转码失败的视频可以重试',
    en: 'Only a video whose transcoding failed can be retried',
  },
  'video.unknownType': { zh: '未知格式', en: 'unknown format' },
  'course.documentRequired': {
    zh: '文档课时请选择已上传的 PDF',
    en: 'A document period needs an uploaded PDF',
  },
  'course.previewOverPages': {
    zh: '免费试读页数不能超过文档的页数（{pages} 页）',
    en: 'The free pages cannot be more than the document has ({pages})',
  },
  'course.pageClosed': {
    zh: '购买后可阅读全部页面（当前可读 {pages} 页）',
    en: 'Buy the course to read on (you can read {pages} pages now)',
  },
  'course.notReadable': { zh: '该课时暂无可阅读的文档', en: 'This period has no document to read yet' },
  'document.notPdf': {
    zh: '请上传 PDF 文档（识别为：{type}）',
    en: 'Upload a PDF (the file reads as: {type})',
  },
  'document.unreadable': {
    zh: '无法读取该 PDF（文件损坏或已加密），请检查后重新上传',
    en: 'The PDF cannot be read (damaged or encrypted); please check it and upload it again',
  },
  'document.tooLarge': { zh: '文档不能超过 {size}', en: 'A document can be at most {size}' },
} as const satisfies Record<string, Record<TLocale, string>>;

/** Field names of course calls for the generic 601 messages. */
export const courseFieldNames: Record<string, Record<TLocale, string>> = {
  courseName: { zh: '课程名称', en: 'course name' },
  courseNameEn: { zh: '课程英文名称', en: 'English course name' },
  priceFen: { zh: '价格', en: 'price' },
  originalPriceFen: { zh: '原价', en: 'list price' },
  vipSetId: { zh: '会员套餐', en: 'VIP plan' },
  chapterId: { zh: '章节', en: 'chapter' },
  videoId: { zh: '视频', en: 'video' },
  documentId: { zh: '文档', en: 'document' },
  previewPages: { zh: '免费试读页数', en: 'free pages' },
  courseId: { zh: '课程', en: 'course' },
  periodId: { zh: '课时', en: 'period' },
  positionSeconds: { zh: '播放位置', en: 'position' },
  watchedSeconds: { zh: '观看时长', en: 'watched time' },
  note: { zh: '原因', en: 'reason' },
  amountFen: { zh: '金额', en: 'amount' },
  accountName: { zh: '户名', en: 'account name' },
  accountNo: { zh: '账号', en: 'account number' },
  bankName: { zh: '开户银行', en: 'bank' },
  isFree: { zh: '收费方式', en: 'pricing' },
  vipFree: { zh: '会员免费', en: 'free for VIP members' },
  fileId: { zh: '文件', en: 'file' },
  liveStartsAt: { zh: '开播时间', en: 'start time' },
  liveMinutes: { zh: '直播时长（分钟）', en: 'length (minutes)' },
  price: { zh: '价格', en: 'price' },
  teacherId: { zh: '讲师', en: 'lecturer' },
  page: { zh: '页码', en: 'page' },
  method: { zh: '提现方式', en: 'paid to' },
};
