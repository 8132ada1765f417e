import { MAIL_VARIABLES, type TCallResponse, type TMailTemplate } from '@huitang/contracts';
import { Button, Checkbox, Input, Modal, Popconfirm, Table } from 'antd';
import { useState } from 'react';
import type { Route } from './+types/mould';
import { ConsolePage } from '../../../../components/console/console-page';
import { loadRows } from '../console-rows.server';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import { pageTitle } from '../../../../lib/page-title';
import styles from '../../../../components/paper/paper.module.css';
import { loadTexts } from '../../../../i18n';

await loadTexts('mail');

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.console.menu.emailMould);

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  templates: await loadRows(request, context, '/meeting/auth/meeting/email/mould/list'),
});

type TDraft = { id?: number; name: string; subject: string; body: string; promotional: boolean };
const BLANK: TDraft = { name: '', subject: '', body: '', promotional: true };

/**
 * /account/meeting/email/mould: the meeting's mail templates, written with variables the server checks
 * on save, and previewed with a real registrant's data.
 */
export default function MailTemplates({ loaderData: { templates } }: Route.ComponentProps) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [preview, setPreview] = useState<TCallResponse<'/meeting/auth/meeting/email/mould/preview'> | null>(
    null,
  );
  const save = async () => {
    if (!draft) return;
    if (await run(() => api.call('/meeting/auth/meeting/email/mould/save', { meetingId, ...draft })))
      setDraft(null);
  };
  const show = async (id: number) => {
    const reply = await api.call('/meeting/auth/meeting/email/mould/preview', { meetingId, id });
    if (reply.data) setPreview(reply.data);
  };
  return (
    <ConsolePage
      title={t('console.menu.emailMould')}
      lang={lang}
      extra={
        <Button type="primary" size="middle" onClick={() => setDraft(BLANK)}>
          {t('mail.newTemplate')}
        </Button>
      }
    >
      <Table<TMailTemplate>
        rowKey="id"
        size="small"
        dataSource={templates}
        pagination={false}
        columns={[
          { title: t('mail.name'), dataIndex: 'name' },
          { title: t('mail.subject'), dataIndex: 'subject' },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 200,
            render: (_, row) => (
              <>
                <Button type="link" size="small" onClick={() => setDraft(row)}>
                  {t('mail.edit')}
                </Button>
                <Button type="link" size="small" onClick={() => void show(row.id)}>
                  {t('mail.preview')}
                </Button>
                <Popconfirm
                  title={t('mail.deleteConfirm')}
                  onConfirm={() =>
                    void run(() =>
                      api.call('/meeting/auth/meeting/email/mould/delete', { meetingId, id: row.id }),
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
        width={720}
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
              <span>{t('mail.subject')}</span>
              <Input
                value={draft.subject}
                onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
              />
            </label>
            <label className={styles.field}>
              <span>{t('mail.body')}</span>
              <Input.TextArea
                aria-label={t('mail.body')}
                rows={10}
                value={draft.body}
                onChange={(event) => setDraft({ ...draft, body: event.target.value })}
              />
            </label>
            <div className={styles.hint}>
              {t('mail.variables', { list: MAIL_VARIABLES.map((name) => `{${name}}`).join(' ') })}
            </div>
            <Checkbox
              checked={draft.promotional}
              onChange={(event) => setDraft({ ...draft, promotional: event.target.checked })}
            >
              {t('mail.promotional')}
            </Checkbox>
          </div>
        ) : null}
      </Modal>
      <Modal open={preview !== null} title={preview?.subject} footer={null} onCancel={() => setPreview(null)}>
        {preview ? (
          <>
            <div className={styles.meta}>{t('mail.previewTo', { to: preview.to })}</div>
            <p className={styles.abstract} data-testid="mail-preview">
              {preview.body}
            </p>
          </>
        ) : null}
      </Modal>
    </ConsolePage>
  );
}
