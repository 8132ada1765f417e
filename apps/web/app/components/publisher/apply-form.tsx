import type { TApplicationKind, TApplyLecturerRequest, TApplyOrganizationRequest } from '@huitang/contracts';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import { SubmitRow } from '../forms/fields';
import styles from './publisher.module.css';

interface TProps {
  kind: TApplicationKind;
  initialValues: Record<string, string>;
  children: ReactNode;
}

/** Sends an application; the page's loader then shows it as under review. */
export function ApplyForm({ kind, initialValues, children }: TProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();

  // The fields are the contract's; the server checks them again.
  const submit = (values: Record<string, string>) =>
    run(() =>
      kind === 'lecturer'
        ? api.call('/user/auth/apply/lecturer', values as TApplyLecturerRequest)
        : api.call('/user/auth/apply/organization', values as TApplyOrganizationRequest),
    );

  return (
    <Form
      layout="horizontal"
      labelCol={{ flex: '140px' }}
      wrapperCol={{ flex: '520px' }}
      size="middle"
      initialValues={initialValues}
      onFinish={(values: Record<string, string>) => void submit(values)}
      scrollToFirstError
    >
      {children}
      <SubmitRow
        text={t('apply.submit')}
        busy={busy}
        extra={<p className={styles.submitNote}>{t('apply.submitNote')}</p>}
      />
    </Form>
  );
}
