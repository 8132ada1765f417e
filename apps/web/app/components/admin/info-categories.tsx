import type { TArticleCategoryRow, TZone } from '@huitang/contracts';
import { Button, Form, Input, InputNumber, Popconfirm, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import { FormDialog } from '../forms/form-dialog';
import styles from './admin.module.css';

type TValues = { zoneId: number; categoryName: string; categoryNameEn?: string; sort?: number };

/** The categories of information articles, each inside one of the platform's zones (decision 036). */
export function InfoCategories({ categories, zones }: { categories: TArticleCategoryRow[]; zones: TZone[] }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const [editing, setEditing] = useState<Partial<TArticleCategoryRow> | null>(null);
  return (
    <section className={styles.section}>
      <div className={styles.toolbar}>
        <Typography.Text type="secondary">{t('news.admin.category.zonesHint')}</Typography.Text>
        <Button type="primary" onClick={() => setEditing({ zoneId: zones[0]?.id })}>
          {t('news.admin.category.add')}
        </Button>
      </div>
      <Table
        rowKey="id"
        pagination={false}
        dataSource={categories}
        columns={[
          { title: t('news.admin.category.zone'), dataIndex: 'zoneName', width: 160 },
          { title: t('news.admin.category.name'), dataIndex: 'categoryName' },
          { title: t('news.admin.category.nameEn'), dataIndex: 'categoryNameEn' },
          { title: t('news.admin.category.sort'), dataIndex: 'sort', width: 80 },
          { title: t('news.admin.category.articles'), dataIndex: 'articleCount', width: 90 },
          {
            title: '',
            width: 150,
            render: (_: unknown, category: TArticleCategoryRow) => (
              <>
                <Button type="link" onClick={() => setEditing(category)}>
                  {t('news.admin.edit')}
                </Button>
                <Popconfirm
                  title={t('news.admin.category.deleteConfirm')}
                  onConfirm={() =>
                    void run(() => api.call('/admin/auth/article/category/delete', { id: category.id }))
                  }
                >
                  <Button type="link" danger>
                    {t('news.admin.delete')}
                  </Button>
                </Popconfirm>
              </>
            ),
          },
        ]}
      />
      <FormDialog<TValues>
        open={editing !== null}
        title={t(editing?.id ? 'news.admin.category.edit' : 'news.admin.category.add')}
        busy={busy}
        initialValues={editing ?? {}}
        onCancel={() => setEditing(null)}
        onSubmit={async (values) => {
          const done = await run(() =>
            api.call('/admin/auth/article/category/save', {
              ...values,
              ...(editing?.id ? { id: editing.id } : {}),
            }),
          );
          if (done) setEditing(null);
          return done !== undefined;
        }}
      >
        <Form.Item name="zoneId" label={t('news.admin.category.zone')} rules={[{ required: true }]}>
          <Select options={zones.map((zone) => ({ value: zone.id, label: zone.zoneName }))} />
        </Form.Item>
        <Form.Item
          name="categoryName"
          label={t('news.admin.category.name')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="categoryNameEn" label={t('news.admin.category.nameEn')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="sort" label={t('news.admin.category.sort')}>
          <InputNumber min={0} max={9999} />
        </Form.Item>
      </FormDialog>
    </section>
  );
}
