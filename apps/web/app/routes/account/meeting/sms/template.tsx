import { SMS_VARIABLES, type TSmsTemplate } from '@huitang/contracts';
import { Button, Input, Modal, Popconfirm, Table } from 'antd';
import { useState } from 'react';
import type { Route } from './+types/template';
import { ConsolePage } from '../../../../components/console/console-page';
import { loadRows } from '../console-rows.server';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import { pageTitle } from '../../../../lib/page-title';
import styles from '../../../../components/paper/paper.module.css';
import { loadTexts } from '../../../../i18n';

await loadTexts('mail');

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.console.menu.smsTemplate);

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  templates: await loadRows(request, context, '/meeting/auth/meeting/sms/template/list'),
});

type TDraft = { id?: number; name: string; providerCode: string; content: string };
const BLANK: TDraft = { name: '', providerCode: '', content: '' };

/** Billed parts of a text: 70 characters, or 67 each once longer — shown while the wording is typed. */
const unitsOf = (text: string) => {
  const length = [...text].length;
  return { length, units: length <= 70 ? 1 : Math.ceil(length / 67) };
};

/**
 * /account/meeting/sms/template: the meeting's SMS templates — the code the vendor approved and the
 * same wording with variables, checked by the server on save.
 */
export default function SmsTemplates({ loaderData: { templates } }: Route.ComponentProps) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  const [draft, setDraft] = useState<TDraft | null>(null);
  const save = async () => {
    if (!draft) return;
    if (await run(() => api.call('/meeting/auth/meeting/sms/template/save', { meetingId, ...draft })))
      setDraft(null);
  };
  const typed = unitsOf(draft?.content ?? '');
  return (
    <ConsolePage
      title={t('console.menu.smsTemplate')}
      lang={lang}
      extra={
        <Button type="primary" size="middle" onClick={() => setDraft(BLANK)}>
          {t('mail.newTemplate')}
        </Button>
      }
    >
      <Table<TSmsTemplate>
        rowKey="id"
        size="small"
        dataSource={templates}
        pagination={false}
        columns={[
          { title: t('mail.name'), dataIndex: 'name', width: 160 },
          { title: t('sms.providerCode'), dataIndex: 'providerCode', width: 150 },
          { title: t('sms.content'), dataIndex: 'content' },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 140,
            render: (_, row) => (
              <>
                <Button type="link" size="small" onClick={() => setDraft(row)}>
                  {t('mail.edit')}
                </Button>
                <Popconfirm
                  title={t('mail.deleteConfirm')}
                  onConfirm={() =>
                    void run(() =>
                      api.call('/meeting/auth/meeting/sms/template/delete', { meetingId, id: row.id }),
                    )
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('mail.delete')}
                  </Button>
                </Popconfirm>
              </>
            ),
          },
        ]}
      />
      <Modal
        open={draft !== null}
        width={640}
        title={draft?.id ? t('mail.edit') : t('mail.newTemplate')}
        confirmLoading={busy}
        onOk={() => void save()}
        onCancel={() => setDraft(null)}
      >
        {draft ? (
          <div className={styles.form}>
            <label className={styles.field}>
              <span>{t('mail.name')}</span>
              <Input
                value={draft.name}
                onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              />
            </label>
            <label className={styles.field}>
              <span>{t('sms.providerCode')}</span>
              <Input
                placeholder="SMS_123456789"
                value={draft.providerCode}
                onChange={(event) => setDraft({ ...draft, providerCode: event.target.value })}
              />
            </label>
            <label className={styles.field}>
              <span>{t('sms.content')}</span>
              <Input.TextArea
                aria-label={t('sms.content')}
                rows={4}
                value={draft.content}
                onChange={(event) => setDraft({ ...draft, content: event.target.value })}
              />
            </label>
            <div className={styles.hint}>
              {t('sms.length', typed)}{' '}
              {t('mail.variables', { list: SMS_VARIABLES.map((name) => `{${name}}`).join(' ') })}
            </div>
            <div className={styles.hint}>{t('sms.codeHint')}</div>
          </div>
        ) : null}
      </Modal>
    </ConsolePage>
  );
}
