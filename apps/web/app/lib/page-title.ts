import type { TLocale } from '@huitang/contracts';
import { textsOf, type TResources } from '../i18n';

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
  const texts = textsOf(root.locale);
  return [{ title: root.web.title ? `${pick(texts)} - ${root.web.title}` : pick(texts) }];
};
