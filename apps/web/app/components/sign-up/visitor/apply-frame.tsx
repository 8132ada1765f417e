import { Steps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { meetingDetailPath } from '../../meeting/paths';
import styles from './apply.module.css';

/** The sign-up pages' frame (SPEC 2 /meeting/apply add → pay → success): the meeting, the steps, the step. */
export function ApplyFrame({
  meetingId,
  meetingName,
  step,
  children,
}: {
  meetingId: number;
  meetingName: string;
  step: 0 | 1 | 2;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={`ht-container ${styles.apply}`}>
      <div className={styles.applyHead}>
        <h1>{t('signUp.apply.title')}</h1>
        <Link to={meetingDetailPath(meetingId)}>{meetingName}</Link>
      </div>
      <Steps
        className={styles.steps}
        current={step}
        items={[
          { title: t('signUp.apply.stepAdd') },
          { title: t('signUp.apply.stepPay') },
          { title: t('signUp.apply.stepSuccess') },
        ]}
      />
      <div className={styles.applyBody}>{children}</div>
    </div>
  );
}
