import { Code, linkTo, uploadTo, type TCallResponse, type TCertificateRecord } from '@huitang/contracts';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Input, Popconfirm, Radio, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useSite } from '../../lib/use-site';
import { useConsoleWrites } from '../console/use-console-writes';
import { uploadImport } from '../sign-up/upload-import';
import { FilePicker } from '../upload/file-picker';
import { lazyDialog } from '../forms/lazy-dialog';
import styles from './badge.module.css';
import { chinaDay } from '@huitang/contracts/china-time';

// The two dialogs load when one first opens (lazy-dialog.tsx), not with the page.
const RevokeDialog = lazyDialog(
  () => import('./certificate-record-dialogs').then((module) => module.RevokeDialog),
  ({ revoking }) => Boolean(revoking),
);
const EditDialog = lazyDialog(
  () => import('./certificate-record-dialogs').then((module) => module.EditDialog),
  ({ editing }) => Boolean(editing),
);

type TPage = TCallResponse<'/meeting/auth/meeting/certificate/record/list'>;
type TRecipients = 'confirmed' | 'checkedIn' | 'placeSigned';
const PAGE_SIZE = 20;

/**
 * Issuing and the records of a meeting's certificates: issue to who qualifies or to an imported list
 * (checked whole first, every bad row named), then search, edit, delete one or many, export, and the
 * PDFs — everyone's, or one person's.
 */
export function CertificateRecords({ initial }: { initial: TPage }) {
  const { t, meetingId, api, busy, run } = useConsoleWrites();
  const { locale } = useSite();
  const [page, setPage] = useState(initial);
  const [keyword, setKeyword] = useState('');
  const [recipients, setRecipients] = useState<TRecipients>('checkedIn');
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<TCertificateRecord | null>(null);
  const [revoking, setRevoking] = useState<{ id: number; reason: string } | null>(null);
  const [importErrors, setImportErrors] = useState<{ row: number; message: string }[]>([]);

  const load = async (pageCurrent = page.pageCurrent, search = keyword) => {
    const reply = await api.call('/meeting/auth/meeting/certificate/record/list', {
      meetingId,
      keyword: search,
      pageCurrent,
      pageSize: PAGE_SIZE,
    });
    if (reply.data) setPage(reply.data);
    setSelected([]);
  };
  const write = async (call: () => ReturnType<typeof api.call>) => {
    if (await run(call)) await load();
  };
  const saveEdit = async () => {
    if (!editing) return;
    const { id, name, unit, hours } = editing;
    await write(() => api.call('/meeting/auth/meeting/certificate/record/edit', { id, name, unit, hours }));
    setEditing(null);
  };
  const revoke = async () => {
    if (!revoking) return;
    await write(() => api.call('/meeting/auth/meeting/certificate/record/revoke', revoking));
    setRevoking(null);
  };
  const importList = async (file: File) => {
    setImportErrors([]);
    const url = uploadTo('/meeting/auth/meeting/certificate/record/import', { meetingId });
    const reply = await uploadImport(url, file, locale, () => undefined);
    if (reply?.data?.errors.length) setImportErrors(reply.data.errors);
    else if (reply?.code === Code.OK) await load(1);
  };

  return (
    <section>
      <h3>{t('onsite.certificates.issueTitle')}</h3>
      <div className={styles.downloads}>
        <Radio.Group
          value={recipients}
          onChange={(event) => setRecipients(event.target.value as TRecipients)}
          options={(['confirmed', 'checkedIn', 'placeSigned'] as const).map((value) => ({
            value,
            label: t(`onsite.certificates.recipients.${value}`),
          }))}
        />
        <Button
          type="primary"
          loading={busy}
          onClick={() =>
            void write(() =>
              api.call('/meeting/auth/meeting/certificate/record/save', { meetingId, recipients }),
            )
          }
        >
          {t('onsite.certificates.issue')}
        </Button>
      </div>
      <div className={styles.downloads}>
        <a href={linkTo('/meeting/auth/meeting/certificate/template/export', { meetingId })} download>
          <Button icon={<DownloadOutlined />}>{t('onsite.certificates.importTemplate')}</Button>
        </a>
        <FilePicker accept=".xlsx" onFile={(file) => void importList(file)}>
          <Button icon={<UploadOutlined />}>{t('onsite.certificates.import')}</Button>
        </FilePicker>
        <a href={linkTo('/meeting/auth/meeting/certificate/record/export', { meetingId })} download>
          <Button icon={<DownloadOutlined />}>{t('onsite.certificates.export')}</Button>
        </a>
        <a href={linkTo('/meeting/auth/meeting/certificate/record/pdf', { meetingId })} download>
          <Button icon={<DownloadOutlined />}>{t('onsite.certificates.printAll')}</Button>
        </a>
      </div>
      {importErrors.length ? (
        <Table
          rowKey="row"
          size="small"
          dataSource={importErrors}
          pagination={false}
          columns={[
            { title: t('onsite.seats.importRow'), dataIndex: 'row', width: 80 },
            { title: t('onsite.seats.importProblem'), dataIndex: 'message' },
          ]}
        />
      ) : null}
      <div className={styles.downloads}>
        <Input.Search
          style={{ width: 280 }}
          placeholder={t('onsite.certificates.search')}
          aria-label={t('onsite.certificates.search')}
          onSearch={(value) => {
            setKeyword(value);
            void load(1, value);
          }}
        />
        <Popconfirm
          title={t('onsite.certificates.deleteMany', { count: selected.length })}
          disabled={!selected.length}
          onConfirm={() =>
            void write(() =>
              api.call('/meeting/auth/meeting/certificate/record/batch/delete', { meetingId, ids: selected }),
            )
          }
        >
          <Button danger disabled={!selected.length}>
            {t('onsite.certificates.deleteSelected')}
          </Button>
        </Popconfirm>
      </div>
      <Table<TCertificateRecord>
        rowKey="id"
        size="small"
        data-testid="certificate-records"
        dataSource={page.list}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        pagination={{
          current: page.pageCurrent,
          pageSize: PAGE_SIZE,
          total: page.totalCount,
          showSizeChanger: false,
          onChange: (current) => void load(current),
        }}
        columns={[
          { title: t('onsite.certificates.serial'), dataIndex: 'serial' },
          { title: t('onsite.name'), dataIndex: 'name' },
          { title: t('onsite.mobile'), dataIndex: 'mobile' },
          { title: t('onsite.unit'), dataIndex: 'unit' },
          { title: t('onsite.certificates.hours'), dataIndex: 'hours', width: 70 },
          {
            title: t('onsite.certificates.issuedAt'),
            key: 'issuedAt',
            render: (_, row) => chinaDay(row.issuedAt),
          },
          {
            title: t('onsite.certificates.status'),
            key: 'status',
            render: (_, row) =>
              row.revokedAt ? (
                <Tooltip title={row.revokeReason}>
                  <Tag color="red">{t('onsite.certificates.revokedTag')}</Tag>
                </Tooltip>
              ) : (
                <Tag color="green">{t('onsite.certificates.standing')}</Tag>
              ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, row) => (
              <>
                {row.revokedAt ? null : (
                  <a href={linkTo('/meeting/auth/certificate/record/pdf', { id: row.id })} download>
                    PDF
                  </a>
                )}
                <Button type="link" onClick={() => setEditing(row)}>
                  {t('onsite.certificates.edit')}
                </Button>
                {row.revokedAt ? (
                  <Popconfirm
                    title={t('onsite.certificates.restoreConfirm')}
                    onConfirm={() =>
                      void write(() =>
                        api.call('/meeting/auth/meeting/certificate/record/restore', { id: row.id }),
                      )
                    }
                  >
                    <Button type="link">{t('onsite.certificates.restore')}</Button>
                  </Popconfirm>
                ) : (
                  <Button type="link" onClick={() => setRevoking({ id: row.id, reason: '' })}>
                    {t('onsite.certificates.revoke')}
                  </Button>
                )}
                <Popconfirm
                  title={t('onsite.certificates.deleteOne')}
                  onConfirm={() =>
                    void write(() =>
                      api.call('/meeting/auth/meeting/certificate/record/delete', { id: row.id }),
                    )
                  }
                >
                  <Button type="link" danger>
                    {t('onsite.certificates.delete')}
                  </Button>
                </Popconfirm>
              </>
            ),
          },
        ]}
      />
      <RevokeDialog revoking={revoking} onChange={setRevoking} busy={busy} onOk={() => void revoke()} />
      <EditDialog editing={editing} onChange={setEditing} busy={busy} onOk={() => void saveEdit()} />
    </section>
  );
}
