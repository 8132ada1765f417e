import { Descriptions, Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApplicationDetails } from '../publisher/application-details';
import { applicationName, statusColor, type TAdminApplication } from './review';
import styles from './admin.module.css';

export interface TDrawerProps {
  application: TAdminApplication | null;
  onClose: () => void;
  actions: (application: TAdminApplication) => React.ReactNode;
}

/** One application in full: who sent it, when, its state, and the form with its images. */
export function ApplicationDrawer({ application, onClose, actions }: TDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={application !== null}
      onClose={onClose}
      size={760}
      title={application ? applicationName(application) : ''}
      extra={application ? actions(application) : null}
    >
      {application ? (
        <>
          <Descriptions
            size="small"
            column={2}
            className={styles.drawerMeta}
            items={[
              {
                key: 'user',
                label: t('admin.applicant'),
                children: `${application.userNickname || '-'} · ${application.userMobile}`,
              },
              { key: 'kind', label: t('admin.kind'), children: t(`apply.kinds.${application.kind}`) },
              { key: 'submitted', label: t('admin.submitted'), children: application.submitted },
              {
                key: 'status',
                label: t('admin.status'),
                children: (
                  <Tag color={statusColor[application.status]}>
                    {t(`admin.statuses.${application.status}`)}
                  </Tag>
                ),
              },
              ...(application.audited
                ? [{ key: 'audited', label: t('admin.audited'), children: application.audited }]
                : []),
              ...(application.rejectReason
                ? [{ key: 'reason', label: t('admin.reason'), children: application.rejectReason, span: 2 }]
                : []),
            ]}
          />
          <ApplicationDetails application={application} />
        </>
      ) : null}
    </Drawer>
  );
}
