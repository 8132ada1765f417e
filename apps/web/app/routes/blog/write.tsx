import { BLOG_LABELS_MAX, Code, type TBlogEdit } from '@huitang/contracts';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/write';
import { listOf, serverApi } from '../../api/server';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor';
import { ImageUpload } from '../../components/upload/image-upload';
import { chinaTime } from '@huitang/contracts/china-time';
import { pageTitle } from '../../lib/page-title';
import { authedDataOf, requireUser } from '../../loaders/session.server';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/blog/blog.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('blog');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.blog.write);

/** How long the writer pauses before a draft saves itself. */
const AUTOSAVE_MS = 3000;
const CONTENT_MAX = 100_000;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireUser(request, context);
  const id = Number(new URL(request.url).searchParams.get('id')) || undefined;
  const api = serverApi(context);
  const labels = listOf(await api.call('/community/api/label/list', {}));
  const blog = id
    ? authedDataOf(await api.call('/community/auth/blog/edit/view', { id }), request, context)
    : null;
  return { labels, blog };
};

type TDraft = Pick<TBlogEdit, 'title' | 'cover' | 'content' | 'labelNos'>;

/**
 * /blog/account/write (SPEC; no header or footer on a "write" path): the article in the shared
 * rich-text editor, images uploaded with progress. A draft saves itself a few seconds after the
 * writer pauses; a published article changes only when its author presses Update.
 */
export default function BlogWrite({ loaderData: { labels, blog } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api, toast } = useAppServices();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<TDraft>({
    title: blog?.title ?? '',
    cover: blog?.cover ?? '',
    content: blog?.content ?? '',
    labelNos: blog?.labelNos ?? [],
  });
  const [id, setId] = useState(blog?.id);
  const published = blog?.status === 'published';
  const [dirty, setDirty] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const saving = useRef(false);

  /** Only a real change counts: the editor hands back the loaded text once as it draws it. */
  const change = (patch: Partial<TDraft>) => {
    const changed = (Object.keys(patch) as (keyof TDraft)[]).some(
      (key) => JSON.stringify(patch[key]) !== JSON.stringify(draft[key]),
    );
    if (!changed) return;
    setDraft((current) => ({ ...current, ...patch }));
    setDirty(true);
  };
  const save = async (publish: boolean) => {
    saving.current = true;
    const reply = await api.call(
      '/community/auth/blog/save',
      { ...draft, ...(id ? { id } : {}), publish },
      { handleErrors: publish },
    );
    saving.current = false;
    if (reply.code !== Code.OK) return undefined;
    setId(reply.data.id);
    setDirty(false);
    // The address names the draft, so a reload opens it again, without reloading the page now.
    if (!id) window.history.replaceState(window.history.state, '', `?id=${reply.data.id}`);
    return reply;
  };

  useEffect(() => {
    if (!dirty || published) return;
    const timer = setTimeout(() => {
      if (saving.current) return;
      void save(false).then((reply) => reply && setSavedAt(chinaTime(new Date().toISOString())));
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  });

  const submit = async (publish: boolean) => {
    setBusy(true);
    const reply = await save(publish);
    setBusy(false);
    if (!reply) return;
    toast(reply.msg, 'success');
    if (publish) void navigate(`/blog/article/${reply.data.id}`);
    else setSavedAt(chinaTime(new Date().toISOString()));
  };

  return (
    <div className={styles.writer}>
      <div className={styles.writerBar}>
        <Link to="/blog/account">
          <Button type="text" icon={<ArrowLeftOutlined />}>
            {t('blog.editor.back')}
          </Button>
        </Link>
        <span className={styles.grow} data-testid="draft-state">
          {published
            ? t('blog.editor.publishedNote')
            : dirty
              ? t('blog.editor.unsaved')
              : savedAt
                ? t('blog.editor.autosaved', { time: savedAt })
                : ''}
        </span>
        {published ? null : (
          <Button loading={busy} onClick={() => void submit(false)}>
            {t('blog.editor.saveDraft')}
          </Button>
        )}
        <Button type="primary" loading={busy} onClick={() => void submit(true)}>
          {published ? t('blog.editor.update') : t('blog.editor.publish')}
        </Button>
      </div>
      <div className={styles.writerBody}>
        <Form layout="vertical">
          <Input
            className={styles.titleInput}
            variant="borderless"
            value={draft.title}
            maxLength={100}
            placeholder={t('blog.editor.titlePlaceholder')}
            aria-label={t('blog.editor.titleLabel')}
            onChange={(event) => change({ title: event.target.value })}
          />
          <div style={{ display: 'flex', gap: 24, margin: '16px 0' }}>
            <Form.Item label={t('blog.editor.cover')}>
              <ImageUpload
                label={t('blog.editor.cover')}
                value={draft.cover}
                clearable
                onChange={(cover) => change({ cover })}
              />
            </Form.Item>
            <Form.Item label={t('blog.editor.labels')} style={{ flex: 1 }}>
              <Select
                mode="multiple"
                maxCount={BLOG_LABELS_MAX}
                value={draft.labelNos}
                aria-label={t('blog.editor.labels')}
                placeholder={t('blog.editor.labelsPlaceholder')}
                options={labels.map((label) => ({ value: label.labelNo, label: label.labelName }))}
                onChange={(labelNos: number[]) => change({ labelNos })}
              />
            </Form.Item>
          </div>
          <RichTextEditor
            label={t('blog.editor.content')}
            value={draft.content}
            max={CONTENT_MAX}
            rows={18}
            onChange={(content) => change({ content })}
          />
        </Form>
      </div>
    </div>
  );
}
