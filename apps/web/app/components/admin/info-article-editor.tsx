import type { TArticleCategoryRow, TInfoEdit } from '@huitang/contracts';
import { Button, Drawer, Form, Input, Select, Space, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import { useApiData } from '../../state/use-api-data';
import { RichTextEditor } from '../rich-text/rich-text-editor';
import { ImageUpload } from '../upload/image-upload';
import { categoryOptions } from './category-options';

type TValues = Pick<TInfoEdit, 'title' | 'summary' | 'cover' | 'source' | 'author' | 'content'> & {
  categoryId?: number;
};

/**
 * The admin's article in a drawer: where it is filed, title, source and author, cover, summary and
 * the text in the shared rich-text editor; saved as a draft or published (decision 036).
 */
export function InfoArticleEditor({
  editing,
  categories,
  onClose,
}: {
  /** The article's id, 'new' for a new one, null when closed. */
  editing: number | 'new' | null;
  categories: TArticleCategoryRow[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const [form] = Form.useForm<TValues>();
  const id = typeof editing === 'number' ? editing : undefined;
  const read = useApiData('/admin/auth/article/view', id === undefined ? null : { id }).data;
  // A new article starts empty, not with the one edited last.
  const loaded = id === undefined ? null : read;

  // The form is not rendered from the reply: it is filled when the reply comes, emptied on each open.
  useEffect(() => {
    form.resetFields();
    if (loaded) form.setFieldsValue({ ...loaded, categoryId: loaded.categoryId ?? undefined });
  }, [form, loaded]);

  const save = async (publish: boolean) => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values?.categoryId) return;
    const done = await run(() =>
      api.call('/admin/auth/article/save', {
        ...values,
        ...(id ? { id } : {}),
        categoryId: values.categoryId!,
        publish,
      }),
    );
    if (done) onClose();
  };
  const published = loaded?.status === 'published';

  return (
    <Drawer
      open={editing !== null}
      size={920}
      title={t(id ? 'news.admin.editor.editTitle' : 'news.admin.editor.newTitle')}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button loading={busy} onClick={() => void save(false)}>
            {published ? t('news.admin.editor.unpublish') : t('news.admin.editor.saveDraft')}
          </Button>
          <Button type="primary" loading={busy} onClick={() => void save(true)}>
            {published ? t('news.admin.editor.update') : t('news.admin.editor.publish')}
          </Button>
        </Space>
      }
    >
      {id !== undefined && !loaded ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ content: '', cover: '' }}>
          <Form.Item
            name="title"
            label={t('news.admin.editor.title')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={100} showCount />
          </Form.Item>
          <Space size="large" align="start" wrap>
            <Form.Item name="categoryId" label={t('news.admin.editor.category')} rules={[{ required: true }]}>
              <Select
                style={{ width: 240 }}
                options={categoryOptions(categories)}
                aria-label={t('news.admin.editor.category')}
              />
            </Form.Item>
            <Form.Item name="source" label={t('news.admin.editor.source')}>
              <Input maxLength={50} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="author" label={t('news.admin.editor.author')}>
              <Input maxLength={30} style={{ width: 160 }} />
            </Form.Item>
          </Space>
          <Space size="large" align="start">
            <Form.Item name="cover" label={t('news.admin.editor.cover')}>
              <ImageUpload label={t('news.admin.editor.cover')} clearable />
            </Form.Item>
            <Form.Item
              name="summary"
              label={t('news.admin.editor.summary')}
              extra={t('news.admin.editor.summaryHint')}
              style={{ width: 560 }}
            >
              <Input.TextArea maxLength={300} rows={4} showCount />
            </Form.Item>
          </Space>
          <Form.Item name="content" label={t('news.admin.editor.content')}>
            <RichTextEditor label={t('news.admin.editor.content')} max={200_000} rows={16} />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
