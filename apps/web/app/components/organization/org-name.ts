import type { TOrgPublic } from '@huitang/contracts';
import { useTranslation } from 'react-i18next';

/** The institution's name in the visitor's language: the English one where it gave one. */
export const useOrgName = () => {
  const { i18n } = useTranslation();
  return (org: Pick<TOrgPublic, 'orgName' | 'orgNameEn'>) =>
    i18n.language === 'en' && org.orgNameEn ? org.orgNameEn : org.orgName;
};
