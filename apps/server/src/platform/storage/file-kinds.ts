/** What each upload category accepts, judged by the bytes (file-type), and how big it may be. */
export const fileKinds = {
  image: { maxSize: 10 * 1024 * 1024, sniffed: ['jpg', 'png', 'gif', 'webp', 'bmp'] },
  document: {
    maxSize: 100 * 1024 * 1024,
    sniffed: ['pdf', 'cfb', 'docx', 'xlsx', 'pptx', 'zip', 'rar', '7z'],
  },
  video: { maxSize: 2 * 1024 * 1024 * 1024, sniffed: ['mp4', 'mov', 'webm', 'flv', 'm4v', 'mkv', 'avi'] },
  audio: { maxSize: 20 * 1024 * 1024, sniffed: ['mp3', 'm4a', 'aac', 'wav', 'ogg', 'flac'] },
} as const;

export type TFileCategory = keyof typeof fileKinds;

/** Names tell us nothing trustworthy; they only pick the extension the stored file is served with. */
const nameExtensions: Record<TFileCategory, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp'],
  document: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'zip', 'rar', '7z'],
  video: ['mp4', 'mov', 'webm', 'flv', 'm4v', 'mkv', 'avi'],
  audio: ['mp3', 'm4a', 'aac', 'wav', 'ogg', 'flac'],
};

export const extensionOf = (fileName: string, category: TFileCategory): string | undefined => {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  return nameExtensions[category].includes(ext) ? ext : undefined;
};

/** Sizes in messages read as on the pages (one rule, in contracts). */
export { humanSize } from '@huitang/contracts';
