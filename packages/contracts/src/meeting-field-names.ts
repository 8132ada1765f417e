import type { TLocale } from './constants.ts';

/**
 * Field names of a meeting's console for the generic 601 messages: its basic information, programme,
 * site settings and live rooms. The words are those of the console's forms (meeting-console.*.ts,
 * live.*.ts).
 */
export const meetingFieldNames: Record<string, Record<TLocale, string>> = {
  meetingId: { zh: '会议', en: 'meeting' },
  timeState: { zh: '会议进度', en: 'progress' },
  preview: { zh: '预览', en: 'preview' },
  cover: { zh: '封面', en: 'cover' },
  hasMultilingual: { zh: '中英双语', en: 'Chinese and English' },
  follow: { zh: '关注', en: 'follow' },
  // The programme: days, venues, sessions, talks and speakers.
  day: { zh: '会议日期', en: 'date' },
  dateId: { zh: '会议日期', en: 'date' },
  placeId: { zh: '会议地点', en: 'venue' },
  sessionId: { zh: '日程', en: 'session' },
  description: { zh: '说明', en: 'description' },
  guestId: { zh: '嘉宾', en: 'guest' },
  guestIds: { zh: '讲者', en: 'speakers' },
  photo: { zh: '照片', en: 'photo' },
  keepOwnText: { zh: '使用本会议资料', en: "use this meeting's texts" },
  ids: { zh: '排列顺序', en: 'order' },
  fileUrl: { zh: '文件', en: 'file' },
  // The meeting site: banners, menu, sharing, footer text, music and links.
  image: { zh: '横幅图片', en: 'image' },
  url: { zh: '链接地址', en: 'link' },
  section: { zh: '链接到', en: 'links to' },
  isShow: { zh: '显示', en: 'shown' },
  shareTitle: { zh: '分享标题', en: 'share title' },
  shareDesc: { zh: '分享描述', en: 'share description' },
  shareImage: { zh: '分享图片', en: 'share picture' },
  bottomTextIsUse: { zh: '启用页脚文字', en: 'use footer text' },
  bottomTextContent: { zh: '页脚文字', en: 'footer text' },
  bottomTextContentEn: { zh: '英文页脚文字', en: 'English footer text' },
  musicId: { zh: '当前曲目', en: 'current track' },
  musicOn: { zh: '播放背景音乐', en: 'music on' },
  externalLinks: { zh: '外部链接', en: 'external links' },
  // Live rooms: the decoration, who may watch, replays and chat.
  coverUrl: { zh: '播放器封面', en: 'player cover' },
  backgroundUrl: { zh: '背景图片', en: 'background' },
  warmupImageUrl: { zh: '暖场图片', en: 'warm-up image' },
  warmupVideoUrl: { zh: '暖场视频', en: 'warm-up video' },
  viewer: { zh: '观众', en: 'viewer' },
  gate: { zh: '观看权限', en: 'who may watch' },
  replaysOpen: { zh: '回放对所有人开放', en: 'replays open to everyone' },
  published: { zh: '公开', en: 'public' },
  muted: { zh: '禁言', en: 'muted' },
};
