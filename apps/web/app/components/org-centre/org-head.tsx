import type { TOrg } from '@huitang/contracts';
import { ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../account/page-title';
import styles from './org-centre.module.css';

interface TProps {
  org: TOrg;
  title: string;
  /** Why this user may only look (role too low); the page decides. */
  readOnlyNote?: string | undefined;
  extra?: ReactNode;
}

/** The top of every institution-centre page: the page title, which institution, and what the user may do. */
export function OrgHead({ org, title, readOnlyNote, extra }: TProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle
        title={title}
        extra={
          extra ?? (
            <a href={`/organization/view/${org.id}`} target="_blank" rel="noopener noreferrer">
              <Button size="middle" icon={<ExportOutlined />}>
                {t('orgCentre.visitSite')}
              </Button>
            </a>
          )
        }
      />
      <div className={styles.strip}>
        {org.logo ? <img src={org.logo} alt={org.orgName} className={styles.stripLogo} /> : null}
        <div className={styles.stripBody}>
          <div className={styles.stripName}>{org.orgName}</div>
          <div className={styles.stripMeta}>{t('orgCentre.orgNo', { orgNo: org.orgNo })}</div>
        </div>
        <Tag color={org.role === 'owner' ? 'gold' : org.role === 'admin' ? 'blue' : 'default'}>
          {t(`orgCentre.roles.${org.role}`)}
        </Tag>
        {org.isDisabled ? <Tag color="red">{t('orgCentre.disabledTag')}</Tag> : null}
      </div>
      {org.isDisabled ? (
        <Alert type="error" showIcon className={styles.notice} title={t('orgCentre.disabled')} />
      ) : readOnlyNote ? (
        <Alert type="info" showIcon className={styles.notice} title={readOnlyNote} />
      ) : null}
    </>
  );
}
