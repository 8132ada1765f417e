import type { TLocale } from '@huitang/contracts';
import { pageTitle } from '../../lib/page-title';
import { meetingEn } from '../../i18n/meeting.en';
import { meetingZh, type TMeetingTexts } from '../../i18n/meeting.zh';

export const meetingTextsOf = (locale: TLocale | undefined): TMeetingTexts =>
  locale === 'en' ? meetingEn : meetingZh;

/** The document title of a meeting page, from the meeting texts in the root loader's locale. */
export const meetingTitle = (
  root: { locale: TLocale; web: { title: string } } | undefined,
  pick: (texts: TMeetingTexts) => string,
) => pageTitle(root, () => pick(meetingTextsOf(root?.locale)));
