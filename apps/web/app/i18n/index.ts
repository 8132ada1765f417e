import { createInstance, type i18n } from 'i18next';
import type { TLocale } from '@huitang/contracts';
import { en } from './en';
import { meetingEn } from './meeting.en';
import { meetingZh, type TMeetingTexts } from './meeting.zh';
import { zh, type TResources } from './zh';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: TResources & TMeetingTexts };
  }
}

/** The texts of one language, for code that runs outside React (loaders, meta functions). */
export const textsOf = (locale: TLocale): TResources => (locale === 'en' ? en : zh);

/**
 * One instance per render: the server renders requests in different languages at the same time,
 * so a shared global instance would leak one visitor's language into another's page.
 */
export const createI18n = (locale: TLocale): i18n => {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: 'zh',
    resources: {
      zh: { translation: { ...zh, ...meetingZh } },
      en: { translation: { ...en, ...meetingEn } },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
};
