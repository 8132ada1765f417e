import type { TOrgPublic } from '@huitang/contracts';
import { useTranslation } from 'react-i18next';

/** The institution's name in the visitor's language: the English one where it gave one. */
export const useOrgName = () => {
  const { i18n } = useTranslation();
  return (org: Pick<TOrgPublic, 'orgName' | 'orgNameEn'>) =>
    i18n.language === 'en' && org.orgNameEn ? org.orgNameEn : org.orgName;
};

/** The institution's introduction in the visitor's language: the English one where it wrote one. */
export const useOrgIntroduction = () => {
  const { i18n } = useTranslation();
  return (org: Pick<TOrgPublic, 'introduction' | 'introductionEn'>) =>
    i18n.language === 'en' && org.introductionEn ? org.introductionEn : org.introduction;
};

/** Where room is short (the site header, a banner): the short name in Chinese, the English name in English. */
export const useOrgShortName = () => {
  const { i18n } = useTranslation();
  return (org: Pick<TOrgPublic, 'orgName' | 'orgNameEn' | 'shortName'>) =>
    i18n.language === 'en' && org.orgNameEn ? org.orgNameEn : org.shortName || org.orgName;
};
