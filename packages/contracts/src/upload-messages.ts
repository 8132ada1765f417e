import type { TLocale } from './constants.ts';

/** Texts of uploads, in zh and en; a table of its own for the reason auth-messages.ts gives. */
export const uploadMessages = {
  'upload.unsupported': { zh: '不支持上传该格式的文件', en: 'File format not supported for upload' },
  'upload.tooLarge': { zh: '文件过大，最大{max}', en: 'The file is too large, at most {max}' },
  'upload.quota': {
    zh: '一小时内上传的文件过多，请稍后再试',
    en: 'Too many uploads in the last hour, please try again later',
  },
  'upload.expired': {
    zh: '上传地址已过期，请重新获取',
    en: 'The upload address has expired, please get a new one',
  },
  'upload.ok': { zh: '上传成功', en: 'Uploaded successfully' },
} as const satisfies Record<string, Record<TLocale, string>>;
