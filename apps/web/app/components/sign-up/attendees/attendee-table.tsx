import type { TAttendee, TRegType } from '@huitang/contracts';
import { Button, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useConsoleWrites } from '../../console/use-console-writes';
import { AttendeeDialog, AttendeeDrawer } from './lazy-dialogs';
import type { TFieldView } from '../form-fields';
import { lazyDialog } from '../../forms/lazy-dialog';
import { AttendeeStatusTag } from '../status-tags';
import { moneyColumn } from '../columns';

// Loaded when first opened (components/forms/lazy-dialog.tsx).
const AuditDialog = lazyDialog(
  () => import('./audit-dialog').then((module) => module.AuditDialog),
  (props) => props.registration !== null,
);

// Loaded when first opened (components/forms/lazy-dialog.tsx).
const InvoiceDialog = lazyDialog(
  () => import('../orders/invoice-dialog').then((module) => module.InvoiceDialog),
  (props) => props.orderNo !== null,
);

/** One page of registrations with what the organiser does to each: view, review, edit, invoice, delete. */
export function AttendeeTable({
  rows,
  fields,
  types,
}: {
  rows: TAttendee[];
  fields: TFieldView[];
  types: TRegType[];
}) {
  const { t, api, busy, run } = useConsoleWrites();
  const [viewing, setViewing] = useState<TAttendee | null>(null);
  const [auditing, setAuditing] = useState<TAttendee | null>(null);
  const [editing, setEditing] = useState<TAttendee | null>(null);
  const [invoiceOf, setInvoiceOf] = useState<string | null>(null);
  const link = (text: string, onClick: () => void) => (
    <Button type="link" size="small" onClick={onClick}>
      {text}
    </Button>
  );
  return (
    <>
      <Table<TAttendee>
        rowKey="id"
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('signUp.signup.empty') }}
        columns={[
          { title: t('signUp.signup.name'), dataIndex: 'name', width: 96 },
          { title: t('signUp.signup.mobile'), dataIndex: 'mobile', width: 112 },
          { title: t('signUp.signup.unit'), dataIndex: 'unit', ellipsis: true },
          { title: t('signUp.signup.type'), dataIndex: 'typeName', width: 96, ellipsis: true },
          moneyColumn(t('signUp.signup.fee'), (row) => row.feeFen, 84),
          {
            title: t('signUp.signup.status'),
            key: 'status',
            width: 84,
            render: (_, row) => <AttendeeStatusTag status={row.status} />,
          },
          {
            title: t('signUp.signup.source'),
            key: 'source',
            width: 84,
            render: (_, row) => t(`signUp.source.${row.source}`),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 200,
            render: (_, row) => (
              <Space size={0} wrap>
                {link(t('signUp.signup.view'), () => setViewing(row))}
                {row.status === 'pending' ? link(t('signUp.signup.review'), () => setAuditing(row)) : null}
                {link(t('console.edit'), () => setEditing(row))}
                {link(t('signUp.signup.invoice'), () => setInvoiceOf(row.orderNo))}
                <Popconfirm
                  title={t('signUp.signup.deleteConfirm')}
                  okText={t('console.delete')}
                  cancelText={t('common.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    void run(() => api.call('/meeting/auth/meeting/register/delete', { id: row.id }))
                  }
                >
                  <Button type="link" danger size="small" disabled={busy}>
                    {t('console.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <AttendeeDrawer registration={viewing} fields={fields} onClose={() => setViewing(null)} />
      <AuditDialog registration={auditing} onClose={() => setAuditing(null)} />
      <AttendeeDialog
        registration={editing}
        open={editing !== null}
        fields={fields}
        types={types}
        onClose={() => setEditing(null)}
      />
      <InvoiceDialog orderNo={invoiceOf} onClose={() => setInvoiceOf(null)} />
    </>
  );
}
