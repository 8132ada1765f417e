import type { TQuestionCategory } from '@huitang/contracts';
import { Button, Menu, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import { lazyDialog } from '../forms/lazy-dialog';

// Loaded when first opened (components/forms/lazy-dialog.tsx).
const CategoryDialog = lazyDialog(
  () => import('./category-dialog').then((module) => module.CategoryDialog),
  ({ editing }) => editing !== null,
);

/** The bank's categories: pick one to filter, add, rename, delete (an empty one). */
export function CategoryPanel({
  categories,
  chosen,
  onPick,
}: {
  categories: TQuestionCategory[];
  chosen: number | undefined;
  onPick: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const [editing, setEditing] = useState<{ id?: number; categoryName: string } | null>(null);
  const save = async () => {
    if (!editing) return;
    if (await run(() => api.call('/exam/auth/category/save', editing))) setEditing(null);
  };
  return (
    <div>
      <Menu
        selectedKeys={[chosen ? String(chosen) : 'all']}
        onClick={({ key }) => onPick(key === 'all' ? null : Number(key))}
        items={[
          { key: 'all', label: t('examAdmin.allCategories') },
          ...categories.map((c) => ({
            key: String(c.id),
            label: (
              <Space>
                <span>{t('common.withNote', { text: c.categoryName, note: c.questionCount })}</span>
                <a
                  onClick={(event) => {
                    event.stopPropagation();
                    setEditing({ id: c.id, categoryName: c.categoryName });
                  }}
                >
                  {t('examAdmin.edit')}
                </a>
                <Popconfirm
                  title={t('examAdmin.deleteConfirm')}
                  onConfirm={() => void run(() => api.call('/exam/auth/category/delete', { id: c.id }))}
                >
                  <a onClick={(event) => event.stopPropagation()}>{t('examAdmin.delete')}</a>
                </Popconfirm>
              </Space>
            ),
          })),
        ]}
      />
      <Button block type="dashed" style={{ marginTop: 8 }} onClick={() => setEditing({ categoryName: '' })}>
        {t('examAdmin.addCategory')}
      </Button>
      <CategoryDialog editing={editing} onChange={setEditing} busy={busy} onOk={() => void save()} />
    </div>
  );
}
