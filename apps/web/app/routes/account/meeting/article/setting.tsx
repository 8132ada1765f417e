import { PAPER_FILE_KINDS, type TPaperSettings, type TPaperSettingsEdit } from '@huitang/contracts';
import { Button, Checkbox, Form, Input, InputNumber, Popconfirm, Select, Switch, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { Route } from './+types/setting';
import { SectionTitle } from '../../../../components/forms/section-title';
import { ConsolePage } from '../../../../components/console/console-page';
import { LazyRangePicker } from '../../../../components/console/lazy-date-picker';
import { loadRows } from '../console-rows.server';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import { isoOfPicker, pickerOf } from '../../../../lib/china-picker';
import { pageTitle } from '../../../../lib/page-title';
import styles from '../../../../components/paper/paper.module.css';
import { loadTexts } from '../../../../i18n';

await loadTexts('paper');

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.console.menu.paperSetting);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const [settings, types, reviewers] = await Promise.all([
    loadRows(request, context, '/meeting/auth/meeting/manuscript/setting/view'),
    loadRows(request, context, '/meeting/auth/meeting/manuscript/type/list'),
    loadRows(request, context, '/meeting/auth/meeting/manuscript/reviewer/list'),
  ]);
  return { settings, types, reviewers };
};

type TValues = Omit<TPaperSettingsEdit, 'meetingId' | 'opensAt' | 'closesAt'> & {
  window: [Dayjs | null | undefined, Dayjs | undefined];
};

const valuesOf = ({ opensAt, closesAt, meetingId: _meetingId, ...rest }: TPaperSettings): TValues => ({
  ...rest,
  window: [pickerOf(opensAt || undefined), pickerOf(closesAt)],
});

/** The call's rules: open or not, the window, what authors give, attachments, and how review runs. */
function CallSettings({ settings }: { settings: TPaperSettings }) {
  const { t, meetingId, api, busy, run } = useConsoleWrites();
  const save = ({ window: [opensAt, closesAt], ...values }: TValues) =>
    void run(() =>
      api.call('/meeting/auth/meeting/manuscript/setting/edit', {
        ...values,
        meetingId,
        opensAt: opensAt ? isoOfPicker(opensAt) : '',
        closesAt: closesAt ? isoOfPicker(closesAt) : '',
      }),
    );
  return (
    <Form<TValues>
      layout="vertical"
      initialValues={valuesOf(settings)}
      onFinish={save}
      className={styles.settings}
    >
      <Form.Item name="isOpen" label={t('paper.isOpen')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="window" label={t('paper.window')}>
        <LazyRangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          allowEmpty={[true, false]}
        />
      </Form.Item>
      <Form.Item name="abstractWordLimit" label={t('paper.abstractWordLimit')}>
        <InputNumber min={50} max={5000} precision={0} />
      </Form.Item>
      <Form.Item name="keywordsMax" label={t('paper.keywordsMax')}>
        <InputNumber min={0} max={10} precision={0} />
      </Form.Item>
      <Form.Item name="topics" label={t('paper.topicsLabel')} className={styles.wide}>
        <Select mode="tags" open={false} aria-label={t('paper.topicsLabel')} />
      </Form.Item>
      <Form.Item name="fileKinds" label={t('paper.fileKinds')} className={styles.wide}>
        <Checkbox.Group options={PAPER_FILE_KINDS.map((kind) => ({ value: kind, label: kind }))} />
      </Form.Item>
      <Form.Item name="fileMaxMb" label={t('paper.fileMaxMb')}>
        <InputNumber min={1} max={100} precision={0} />
      </Form.Item>
      <Form.Item name="filesMax" label={t('paper.filesMax')}>
        <InputNumber min={0} max={10} precision={0} />
      </Form.Item>
      <Form.Item name="filesRequired" valuePropName="checked">
        <Checkbox>{t('paper.filesRequired')}</Checkbox>
      </Form.Item>
      <Form.Item name="needsSignUp" valuePropName="checked">
        <Checkbox>{t('paper.needsSignUpLabel')}</Checkbox>
      </Form.Item>
      <Form.Item name="blindReview" valuePropName="checked" className={styles.wide}>
        <Checkbox>{t('paper.blindReview')}</Checkbox>
      </Form.Item>
      <Form.Item name="guide" label={t('paper.guide')}>
        <Input.TextArea rows={5} />
      </Form.Item>
      <Form.Item name="guideEn" label={t('paper.guideEn')}>
        <Input.TextArea rows={5} />
      </Form.Item>
      <Form.Item className={styles.wide}>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('console.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/**
 * /account/meeting/article/setting (SPEC paper submission settings): the call's rules, the
 * manuscript types authors choose from, and the reviewers, invited by mobile.
 */
export default function PaperSettings({ loaderData: { settings, types, reviewers } }: Route.ComponentProps) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  const [type, setType] = useState({ name: '', nameEn: '' });
  const [reviewer, setReviewer] = useState({ name: '', mobile: '' });
  return (
    <ConsolePage title={t('console.menu.paperSetting')} lang={lang}>
      <CallSettings settings={settings} />
      <SectionTitle title={t('paper.types')} />
      <div className={styles.row}>
        <Input
          aria-label={t('paper.typeName')}
          placeholder={t('paper.typeName')}
          value={type.name}
          onChange={(event) => setType({ ...type, name: event.target.value })}
          style={{ width: 200 }}
        />
        <Input
          aria-label={t('paper.typeNameEn')}
          placeholder={t('paper.typeNameEn')}
          value={type.nameEn}
          onChange={(event) => setType({ ...type, nameEn: event.target.value })}
          style={{ width: 200 }}
        />
        <Button
          loading={busy}
          onClick={() =>
            void run(() =>
              api.call('/meeting/auth/meeting/manuscript/type/save', { meetingId, ...type }),
            ).then((reply) => reply && setType({ name: '', nameEn: '' }))
          }
        >
          {t('paper.addType')}
        </Button>
      </div>
      <div className={styles.tags} data-testid="paper-types">
        {types.map((one) => (
          <Tag
            key={one.id}
            closable
            onClose={(event) => {
              event.preventDefault();
              void run(() => api.call('/meeting/auth/meeting/manuscript/type/delete', { id: one.id }));
            }}
          >
            {one.name}
            {one.nameEn ? ` / ${one.nameEn}` : ''}
          </Tag>
        ))}
      </div>
      <SectionTitle title={t('paper.reviewers')} />
      <div className={styles.row}>
        <Input
          aria-label={t('paper.reviewerName')}
          placeholder={t('paper.reviewerName')}
          value={reviewer.name}
          onChange={(event) => setReviewer({ ...reviewer, name: event.target.value })}
          style={{ width: 160 }}
        />
        <Input
          aria-label={t('paper.reviewerMobile')}
          placeholder={t('paper.reviewerMobile')}
          value={reviewer.mobile}
          onChange={(event) => setReviewer({ ...reviewer, mobile: event.target.value })}
          style={{ width: 180 }}
        />
        <Button
          loading={busy}
          onClick={() =>
            void run(() =>
              api.call('/meeting/auth/meeting/manuscript/reviewer/save', { meetingId, ...reviewer }),
            ).then((reply) => reply && setReviewer({ name: '', mobile: '' }))
          }
        >
          {t('paper.addReviewer')}
        </Button>
      </div>
      <Table
        rowKey="mobile"
        size="small"
        data-testid="paper-reviewers"
        dataSource={reviewers}
        pagination={false}
        columns={[
          { title: t('paper.reviewerName'), dataIndex: 'name' },
          { title: t('paper.reviewerMobile'), dataIndex: 'mobile' },
          {
            title: t('paper.status'),
            key: 'account',
            render: (_, row) =>
              row.hasAccount ? (
                <Tag color="green">{t('paper.hasAccount')}</Tag>
              ) : (
                <Tag>{t('paper.noAccount')}</Tag>
              ),
          },
          {
            title: t('paper.reviews'),
            key: 'progress',
            render: (_, row) => t('paper.progress', { reviewed: row.reviewed, assigned: row.assigned }),
          },
          {
            title: t('common.actions'),
            key: 'remove',
            render: (_, row) => (
              <Popconfirm
                title={t('paper.remove')}
                onConfirm={() =>
                  void run(() =>
                    api.call('/meeting/auth/meeting/manuscript/reviewer/delete', {
                      meetingId,
                      mobile: row.mobile,
                    }),
                  )
                }
              >
                <Button type="link" size="small" danger>
                  {t('paper.remove')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </ConsolePage>
  );
}
