import {
  maxLengthOf,
  siteCollections,
  type TSiteCollection,
  type TSiteSaveRequest,
} from '@huitang/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Popconfirm, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import { FormDialog } from '../forms/form-dialog';
import { controlFor, requiredRules } from './field-control';
import { collectionDefaults, collectionFields, type TFieldDef } from './site-fields';
import styles from './admin.module.css';

export type TSiteRow = Record<string, string | number | boolean | null>;

interface TProps {
  collection: TSiteCollection;
  rows: TSiteRow[];
  /** Footer groups, for the articles' group column and picker. */
  groups: TSiteRow[];
}

/**
 * The site paths among these links that answer 404: a nav entry to a page that does not exist (yet)
 * is shown as such, so the administrator does not send visitors there.
 */
const useDeadLinks = (urls: string[]): Set<string> => {
  const [dead, setDead] = useState<Set<string>>(() => new Set());
  const key = urls.join('\n');
  useEffect(() => {
    let live = true;
    const paths = [...new Set(key.split('\n'))].filter((url) => url.startsWith('/') && !url.startsWith('//'));
    void Promise.all(
      paths.map(async (path) => {
        const response = await fetch(path, { method: 'HEAD' }).catch(() => undefined);
        return response?.status === 404 ? [path] : [];
      }),
    ).then((found) => live && setDead(new Set(found.flat())));
    return () => {
      live = false;
    };
  }, [key]);
  return dead;
};

/** One site collection (nav bar, footer groups or articles, links, adverts, zones): list, add, edit, delete. */
export function CollectionEditor({ collection, rows, groups }: TProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const [editing, setEditing] = useState<TSiteRow | 'new' | null>(null);
  const fields = collectionFields[collection];
  const groupOptions = groups.map((group) => ({ value: Number(group.id), label: String(group.navName) }));

  const deadLinks = useDeadLinks(collection === 'navBar' ? rows.map((row) => String(row.navUrl ?? '')) : []);

  const cell = (field: TFieldDef, value: TSiteRow[string]) => {
    if (field.name === 'navUrl' && deadLinks.has(String(value)))
      return (
        <>
          {String(value)} <Tag color="warning">{t('siteAdmin.deadLink')}</Tag>
        </>
      );
    if (field.kind === 'image')
      return value ? <img src={String(value)} alt="" className={styles.thumb} /> : null;
    if (field.kind === 'target')
      return t(value === '_blank' ? 'siteAdmin.targets._blank' : 'siteAdmin.targets._self');
    if (field.kind === 'group') return groupOptions.find((group) => group.value === value)?.label ?? '';
    return value === '' || value === null ? <span className={styles.muted}>-</span> : String(value);
  };

  const save = async (values: Record<string, unknown>) => {
    const id = editing !== 'new' && editing ? Number(editing.id) : undefined;
    // The form holds exactly the collection's fields; the server validates them against admin.ts.
    const request = { collection, item: { ...values, ...(id ? { id } : {}) } } as TSiteSaveRequest;
    return !!(await run(() => api.call('/admin/auth/site/save', request)));
  };

  return (
    <>
      <div className={styles.toolbar}>
        <span className={styles.muted}>{t(`siteAdmin.notes.${collection}`)}</span>
        <Button type="primary" size="middle" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('siteAdmin.add')}
        </Button>
      </div>
      <Table<TSiteRow>
        rowKey={(row) => String(row.id)}
        dataSource={rows}
        pagination={false}
        columns={[
          ...fields
            .filter((field) => field.column)
            .map((field) => ({
              title: t(field.label),
              key: field.name,
              ellipsis: field.kind === 'text',
              ...(field.kind === 'sort' ? { width: 80 } : field.kind === 'target' ? { width: 110 } : {}),
              render: (_: unknown, row: TSiteRow) => cell(field, row[field.name] ?? null),
            })),
          {
            title: t('common.actions'),
            key: 'actions',
            width: 120,
            render: (_: unknown, row: TSiteRow) => (
              <>
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  {t('siteAdmin.edit')}
                </Button>
                <Popconfirm
                  title={t('siteAdmin.deleteConfirm')}
                  okText={t('siteAdmin.delete')}
                  cancelText={t('common.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    void run(() => api.call('/admin/auth/site/delete', { collection, id: Number(row.id) }))
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('siteAdmin.delete')}
                  </Button>
                </Popconfirm>
              </>
            ),
          },
        ]}
      />
      <FormDialog<Record<string, unknown>>
        open={editing !== null}
        title={t(editing === 'new' ? 'siteAdmin.addTitle' : 'siteAdmin.editTitle', {
          name: t(`siteAdmin.tabs.${collection}`),
        })}
        width={720}
        busy={busy}
        initialValues={editing === 'new' || !editing ? collectionDefaults[collection] : editing}
        onCancel={() => setEditing(null)}
        onSubmit={save}
      >
        {fields.map((field) => {
          const label = t(field.label);
          return (
            <Form.Item
              key={field.name}
              name={field.name}
              label={label}
              rules={field.required ? requiredRules(field.kind, t, label) : []}
            >
              {controlFor(field.kind, {
                t,
                label,
                // Text limits are the contract's own (admin.ts), never copied here.
                max: ['text', 'textarea', 'html'].includes(field.kind)
                  ? maxLengthOf(siteCollections[collection], field.name as never)
                  : undefined,
                required: field.required,
                groups: groupOptions,
              })}
            </Form.Item>
          );
        })}
      </FormDialog>
    </>
  );
}
