import { ApplicationStatus, type TCallResponse } from '@huitang/contracts';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import { FormDialog } from '../forms/form-dialog';
import { TextField } from '../forms/fields';
import { ZAdminRejectRequest } from '@huitang/contracts';
import { ContractLimits } from '../forms/contract-limits';

export type TAdminApplication = TCallResponse<'/admin/auth/apply/list'>['list'][number] & {
  submitted: string;
  audited: string;
};

export const statusColor = { 0: 'gold', 1: 'green', 2: 'red' } as const;

/** What an application is called in a list: the institution's or the lecturer's name. */
export const applicationName = (application: TAdminApplication): string =>
  application.form.orgName ?? application.form.name ?? '';

/**
 * Approving (after a confirmation) and rejecting (with a reason, in a dialog); the user hears of
 * either in their messages. Renders the reject dialog and returns the buttons for a row or drawer.
 */
export const useReview = () => {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const [rejecting, setRejecting] = useState<TAdminApplication | null>(null);

  const buttons = (application: TAdminApplication, onDone?: () => void) =>
    application.status === ApplicationStatus.PENDING ? (
      <Space size={4}>
        <Popconfirm
          title={t(`admin.approveConfirm.${application.kind}`, { name: applicationName(application) })}
          okText={t('admin.approve')}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            void run(() => api.call('/admin/auth/apply/approve', { id: application.id })).then((done) => {
              if (done) onDone?.();
            })
          }
        >
          <Button type="link" size="small">
            {t('admin.approve')}
          </Button>
        </Popconfirm>
        <Button type="link" size="small" danger onClick={() => setRejecting(application)}>
          {t('admin.reject')}
        </Button>
      </Space>
    ) : null;

  const dialog = (
    <ContractLimits schema={ZAdminRejectRequest}>
      <FormDialog<{ reason: string }>
        open={rejecting !== null}
        title={t('admin.rejectTitle', { name: rejecting ? applicationName(rejecting) : '' })}
        okText={t('admin.reject')}
        danger
        busy={busy}
        onCancel={() => setRejecting(null)}
        onSubmit={async ({ reason }) =>
          !!rejecting &&
          !!(await run(() => api.call('/admin/auth/apply/reject', { id: rejecting.id, reason })))
        }
      >
        <TextField
          name="reason"
          label={t('admin.reason')}
          rows={4}
          required
          placeholder={t('admin.reasonPlaceholder')}
        />
      </FormDialog>
    </ContractLimits>
  );

  return { buttons, dialog };
};
