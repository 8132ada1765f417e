import type { TReportKind } from '@huitang/contracts';
import { FlagOutlined } from '@ant-design/icons';
import { Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { saveReturnUrl } from '../../lib/session/return-url';
import { useSubmit } from '../../state/use-submit';
import { useVisitor } from '../../lib/session/visitor';
import { useAppServices } from '../../state/app-services';
import { FormDialog } from '../forms/form-dialog';

const REASONS = ['spam', 'misinformation', 'abuse', 'illegal'] as const;
type TValues = { reason: (typeof REASONS)[number]; detail?: string };

/** 举报: a reader reports a blog, question or answer to the moderators, with a reason (decision 035). */
export function ReportButton({ kind, id }: { kind: TReportKind; id: number }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { user } = useVisitor();
  const navigate = useNavigate();
  const { busy, run } = useSubmit();
  const [open, setOpen] = useState(false);
  const start = () => {
    if (user) return setOpen(true);
    saveReturnUrl(window.location.pathname);
    void navigate('/login');
  };
  return (
    <>
      <Button size="small" type="text" icon={<FlagOutlined />} onClick={start}>
        {t('report.action')}
      </Button>
      <FormDialog<TValues>
        open={open}
        title={t('report.title')}
        okText={t('report.submit')}
        busy={busy}
        initialValues={{ reason: 'spam' }}
        onCancel={() => setOpen(false)}
        onSubmit={async ({ reason, detail }) => {
          const label = t(`report.reasons.${reason}`);
          const text = detail?.trim() ? t('common.labelled', { label, value: detail.trim() }) : label;
          const done = await run(() => api.call('/community/auth/report/save', { kind, id, reason: text }));
          if (done) setOpen(false);
          return done !== undefined;
        }}
      >
        <Form.Item name="reason" label={t('report.reason')} rules={[{ required: true }]}>
          <Radio.Group options={REASONS.map((value) => ({ value, label: t(`report.reasons.${value}`) }))} />
        </Form.Item>
        <Form.Item name="detail" label={t('report.detail')}>
          <Input.TextArea rows={3} maxLength={150} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
