import type { TLocale } from '@huitang/contracts';
import { en } from '../i18n/en';
import { zh, type TResources } from '../i18n/zh';

interface TRootData {
  locale: TLocale;
  web: { title: string };
}

/**
 * "Page - Site" for the document title. Meta functions run outside React, so they read the texts
 * directly in the locale the root loader settled on.
 */
export const pageTitle = (root: TRootData | undefined, pick: (texts: TResources) => string) => {
  if (!root) return [];
  const texts = root.locale === 'en' ? en : zh;
  return [{ title: root.web.title ? `${pick(texts)} - ${root.web.title}` : pick(texts) }];
};
