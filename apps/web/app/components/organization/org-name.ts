import type { TOrgPublic } from '@huitang/contracts';
import { useTranslation } from 'react-i18next';

type TNames = Pick<TOrgPublic, 'orgName' | 'orgNameEn'>;
type TIntroductions = Pick<TOrgPublic, 'introduction' | 'introductionEn'>;

/** The institution's name in a language: the English one where it gave one. */
export const orgNameIn = (language: string, org: TNames) =>
  language === 'en' && org.orgNameEn ? org.orgNameEn : org.orgName;

/** The institution's introduction in a language: the English one where it wrote one. */
export const orgIntroductionIn = (language: string, org: TIntroductions) =>
  language === 'en' && org.introductionEn ? org.introductionEn : org.introduction;

/** The institution's name in the visitor's language. */
export const useOrgName = () => {
  const { i18n } = useTranslation();
  return (org: TNames) => orgNameIn(i18n.language, org);
};

/** The institution's introduction in the visitor's language. */
export const useOrgIntroduction = () => {
  const { i18n } = useTranslation();
  return (org: TIntroductions) => orgIntroductionIn(i18n.language, org);
};

/** Where room is short (the site header, a banner): the short name in Chinese, the English name in English. */
export const useOrgShortName = () => {
  const { i18n } = useTranslation();
  return (org: Pick<TOrgPublic, 'orgName' | 'orgNameEn' | 'shortName'>) =>
    i18n.language === 'en' && org.orgNameEn ? org.orgNameEn : org.shortName || org.orgName;
};
