import type { TLocale } from '@huitang/contracts';
import type { TResources } from '../../i18n';
import { pageTitle } from '../../lib/page-title';

/**
 * The document title of a meeting page. Its texts come with the page's module (`loadTexts` in
 * the meeting layouts), so they are loaded by the time the meta function runs.
 */
export const meetingTitle = (
  root: { locale: TLocale; web: { title: string } } | undefined,
  pick: (texts: TResources) => string,
) => pageTitle(root, pick);
