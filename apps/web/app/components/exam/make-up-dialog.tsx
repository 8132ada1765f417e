import type { TExamManaged, TOverride } from '@huitang/contracts';
import { Button, DatePicker, Form, Input, InputNumber, Modal, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '@huitang/contracts/china-time';
import { isoOfPicker } from '../../lib/china-picker';
import { useAppServices } from '../../state/app-services';
import { useApiData } from '../../state/use-api-data';

interface TValues {
  mobile: string;
  attempts?: number | null;
  closesAt?: Dayjs | null;
  minutes?: number | null;
}

/**
 * Make-ups (SPEC "exams with make-up", Moodle's user overrides): one person gets more attempts, a
 * later close or another time limit; what is left empty stays the exam's.
 */
export function MakeUpDialog({ exam, onClose }: { exam: TExamManaged | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { api, toast } = useAppServices();
  const [form] = Form.useForm<TValues>();
  const [busy, setBusy] = useState(false);
  // Saving and deleting answer with the exam's make-ups as they now are.
  const overrides = useApiData('/exam/auth/override/list', exam && { examId: exam.id });

  const save = async (values: TValues) => {
    if (!exam) return;
    setBusy(true);
    const reply = await api.call('/exam/auth/override/save', {
      examId: exam.id,
      mobile: values.mobile.trim(),
      attempts: values.attempts ?? null,
      closesAt: values.closesAt ? isoOfPicker(values.closesAt) : null,
      minutes: values.minutes ?? null,
    });
    setBusy(false);
    if (reply.code !== 200) return;
    toast(reply.msg, 'success');
    overrides.replace(reply.data);
    form.resetFields();
  };

  const remove = async (userId: number) => {
    if (!exam) return;
    const reply = await api.call('/exam/auth/override/delete', { examId: exam.id, userId });
    if (reply.code === 200) overrides.replace(reply.data);
  };

  return (
    <Modal
      open={exam !== null}
      width={720}
      title={`${t('examAdmin.makeUps')} · ${exam?.examName ?? ''}`}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('examAdmin.makeUpHint')}</Typography.Paragraph>
      <Form<TValues>
        form={form}
        layout="inline"
        onFinish={(values) => void save(values)}
        style={{ rowGap: 8 }}
      >
        <Form.Item
          name="mobile"
          rules={[{ required: true, pattern: /^1\d{10}$/, message: t('examAdmin.mobile') }]}
        >
          <Input placeholder={t('examAdmin.mobile')} style={{ width: 150 }} maxLength={11} />
        </Form.Item>
        <Form.Item name="attempts">
          <InputNumber min={1} max={20} placeholder={t('examAdmin.attempts')} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="closesAt">
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            placeholder={t('examAdmin.window')}
          />
        </Form.Item>
        <Form.Item name="minutes">
          <InputNumber min={0} max={1440} placeholder={t('examAdmin.minutes')} style={{ width: 150 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('examAdmin.save')}
        </Button>
      </Form>
      <Table<TOverride>
        style={{ marginTop: 16 }}
        rowKey="userId"
        size="small"
        dataSource={overrides.data ?? []}
        pagination={false}
        columns={[
          { title: t('examAdmin.candidate'), key: 'who', render: (_, o) => `${o.name} ${o.mobile}` },
          { title: t('examAdmin.attempts'), key: 'attempts', render: (_, o) => o.attempts ?? '—' },
          {
            title: t('examAdmin.window'),
            key: 'closesAt',
            render: (_, o) => (o.closesAt ? chinaTime(o.closesAt).slice(0, 16) : '—'),
          },
          { title: t('examAdmin.minutes'), key: 'minutes', render: (_, o) => o.minutes ?? '—' },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, o) => (
              <Button type="link" size="small" danger onClick={() => void remove(o.userId)}>
                {t('examAdmin.delete')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
