import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../account/page-title';
import type { TEditLang } from './use-console';
import styles from './console.module.css';

/** A console page's heading, with a note while the English texts are being edited. */
export function ConsolePage({
  title,
  lang,
  extra,
  children,
}: {
  title: string;
  lang: TEditLang;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={title} extra={extra} />
      {lang === 'en' ? (
        <Alert className={styles.langNote} type="info" showIcon title={t('console.lang.editingEn')} />
      ) : null}
      {children}
    </>
  );
}
