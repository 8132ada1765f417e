import type { TLocale } from './constants.ts';

/** Texts of courses and their videos, in zh and en. */
export const courseMessages = {
  'course.priceRequired': { zh: '付费课程请填写价格', en: 'A paid course needs a price' },
  'course.notEditable': {
    zh: '课程审核中，暂不能修改',
    en: 'The course is under review and cannot be changed now',
  },
  'course.chapterMissing': { zh: '章节不存在', en: 'No such chapter in this course' },
  'course.videoRequired': { zh: '视频课时请选择已上传的视频', en: 'A video period needs an uploaded video' },
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
} as const satisfies Record<string, Record<TLocale, string>>;

/** Field names of course calls for the generic 601 messages. */
export const courseFieldNames: Record<string, Record<TLocale, string>> = {
  courseName: { zh: '课程名称', en: 'course name' },
  courseNameEn: { zh: '课程英文名称', en: 'English course name' },
  priceFen: { zh: '价格', en: 'price' },
  chapterId: { zh: '章节', en: 'chapter' },
  videoId: { zh: '视频', en: 'video' },
  courseId: { zh: '课程', en: 'course' },
};
