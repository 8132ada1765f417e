import {
  ApplicationStatus,
  UserType,
  type TApplication,
  type TApplicationKind,
  type TUserExt,
} from '@huitang/contracts';
import { ClockCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Steps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { centrePathOf } from '../../lib/publisher';
import { useVisitor } from '../../lib/session/visitor';
import { ApplicationDetails } from './application-details';
import styles from './publisher.module.css';

/** A lecturer or an institution's member has nothing to apply for: the way to their centre instead. */
export function AlreadyPublisher({ user }: { user: Pick<TUserExt, 'userType'> }) {
  const { t } = useTranslation();
  const centre = centrePathOf(user);
  const lecturer = user.userType === UserType.LECTURER;
  return (
    <Result
      status="success"
      title={t(`apply.already.${lecturer ? 'lecturer' : 'institution'}`)}
      subTitle={t('apply.alreadyText')}
      extra={
        centre ? (
          <Link to={centre}>
            <Button type="primary">{t(lecturer ? 'apply.goLecturer' : 'apply.goInstitution')}</Button>
          </Link>
        ) : null
      }
    />
  );
}

export type TShownApplication = TApplication & { submitted: string };

interface TProps {
  kind: TApplicationKind;
  title: string;
  text: string;
  /** The user's latest application (apply/mine), any kind. */
  application: TShownApplication | null;
  /** The form, prefilled with a rejected application's values when there is one. */
  form: (initial: Record<string, string> | undefined) => ReactNode;
}

type TState = 'publisher' | 'pending' | 'rejected' | 'new';

const stateOf = (userType: number, application: TShownApplication | null): TState => {
  if (userType !== UserType.ORDINARY) return 'publisher';
  if (application?.status === ApplicationStatus.PENDING) return 'pending';
  if (application?.status === ApplicationStatus.REJECTED) return 'rejected';
  return 'new';
};

const stepOf: Record<TState, number> = { new: 0, rejected: 0, pending: 1, publisher: 2 };

/**
 * The recruitment and institution application pages: who the page is for, the three steps, and the
 * user's own state (SPEC "one open application per user"): already a publisher, under review,
 * rejected with the reason (the form comes back prefilled), or the empty form.
 */
export function ApplyPage({ kind, title, text, application, form }: TProps) {
  const { t } = useTranslation();
  const { user } = useVisitor();
  if (!user) return null;
  const state = stateOf(user.userType, application);

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className={`ht-container ${styles.heroInner}`}>
          <h1>{title}</h1>
          {text ? <p>{text}</p> : null}
        </div>
      </section>
      <div className={`ht-container ${styles.card}`}>
        <Steps
          className={styles.steps}
          current={stepOf[state]}
          status={state === 'publisher' ? 'finish' : 'process'}
          items={[
            { title: t('apply.stepForm') },
            { title: t('apply.stepReview') },
            { title: t(kind === 'lecturer' ? 'apply.stepLecturer' : 'apply.stepInstitution') },
          ]}
        />
        {state === 'publisher' ? (
          <AlreadyPublisher user={user} />
        ) : state === 'pending' && application ? (
          <>
            <Result
              icon={<ClockCircleOutlined className={styles.pendingIcon} />}
              title={t('apply.pendingTitle', { kind: t(`apply.kindWords.${application.kind}`) })}
              subTitle={t('apply.pendingText', { time: application.submitted })}
            />
            <ApplicationDetails application={application} />
          </>
        ) : (
          <>
            {state === 'rejected' && application ? (
              <Alert
                type="error"
                showIcon
                className={styles.rejected}
                title={t('apply.rejectedTitle', { kind: t(`apply.kindWords.${application.kind}`) })}
                description={t('apply.rejectedText', { reason: application.rejectReason })}
              />
            ) : null}
            <div className={styles.formArea}>
              {form(application?.kind === kind && state === 'rejected' ? application.form : undefined)}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
