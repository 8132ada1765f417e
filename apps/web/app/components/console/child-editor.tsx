import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDialog } from '../forms/form-dialog';
import { lazyDialog } from '../forms/lazy-dialog';
import styles from './console.module.css';

interface TProps<T extends { id: number }, V extends object> {
  rows: T[];
  columns: ColumnsType<T>;
  addText: string;
  emptyText: string;
  busy: boolean;
  dialogTitle: (row: T | null) => string;
  initialValues: (row: T | null) => Partial<V>;
  fields: ReactNode;
  dialogWidth?: number;
  onSave: (values: V, row: T | null) => Promise<boolean>;
  onDelete: (row: T) => Promise<unknown>;
  /** Rows that keep an order get up/down buttons; the new order of ids goes here. */
  onSort?: (ids: number[]) => Promise<unknown>;
  /** More toolbar buttons, left of "add". */
  extra?: ReactNode;
}

type TDialogProps = ComponentProps<typeof FormDialog<object>>;

// The dialog and its Modal (about 12 KB gzip) load when a row is first added or edited (issue 45).
const RowDialog = lazyDialog<TDialogProps>(
  () => import('../forms/form-dialog').then((m) => m.FormDialog as ComponentType<TDialogProps>),
  (props) => props.open,
);

const moved = (ids: number[], index: number, by: -1 | 1): number[] => {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(index + by, 0, id as number);
  return next;
};

/**
 * One kind of a meeting's rows (venues, guests, notices, attachments): the table, a dialog to add
 * or edit a row, delete with confirmation and, where rows keep an order, moving up and down.
 */
export function ChildEditor<T extends { id: number }, V extends object>(props: TProps<T, V>) {
  const { rows, columns, addText, emptyText, busy, dialogTitle, initialValues, fields, onSort } = props;
  const { t } = useTranslation();
  const [editing, setEditing] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const ids = rows.map((row) => row.id);

  const actions: ColumnsType<T>[number] = {
    title: t('common.actions'),
    key: 'actions',
    width: onSort ? 210 : 130,
    render: (_, row, index) => (
      <Space size={4}>
        <Button
          type="link"
          size="small"
          onClick={() => {
            setEditing(row);
            setOpen(true);
          }}
        >
          {t('console.edit')}
        </Button>
        {onSort ? (
          <>
            <Tooltip title={t('console.moveUp')}>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('console.moveUp')}
                disabled={index === 0 || busy}
                onClick={() => void onSort(moved(ids, index, -1))}
              />
            </Tooltip>
            <Tooltip title={t('console.moveDown')}>
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('console.moveDown')}
                disabled={index === rows.length - 1 || busy}
                onClick={() => void onSort(moved(ids, index, 1))}
              />
            </Tooltip>
          </>
        ) : null}
        <Popconfirm
          title={t('console.deleteConfirm')}
          okText={t('console.delete')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => void props.onDelete(row)}
        >
          <Button type="link" danger size="small">
            {t('console.delete')}
          </Button>
        </Popconfirm>
      </Space>
    ),
  };

  return (
    <>
      <div className={styles.toolbar}>
        <span>{t('common.total', { count: rows.length })}</span>
        <div className={styles.toolbarActions}>
          {props.extra}
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setEditing(null);
              setOpen(true);
            }}
          >
            {addText}
          </Button>
        </div>
      </div>
      <Table<T>
        rowKey="id"
        dataSource={rows}
        columns={[...columns, actions]}
        pagination={false}
        locale={{ emptyText }}
      />
      <RowDialog
        open={open}
        title={dialogTitle(editing)}
        busy={busy}
        width={props.dialogWidth ?? 560}
        initialValues={initialValues(editing)}
        onCancel={() => setOpen(false)}
        onSubmit={(values) => props.onSave(values as V, editing)}
      >
        {fields}
      </RowDialog>
    </>
  );
}
