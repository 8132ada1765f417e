import { useTranslation } from 'react-i18next';

/** Picks a course's English text on English pages when it has one, else the Chinese. */
export const useCourseText = () => {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  return (zh: string, en: string) => (english && en ? en : zh);
};
