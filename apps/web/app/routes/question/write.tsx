import { BLOG_LABELS_MAX, Code } from '@huitang/contracts';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/write';
import { listOf, serverApi } from '../../api/server';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor';
import { pageTitle } from '../../lib/page-title';
import { authedDataOf, requireUser } from '../../loaders/session.server';
import { useAppServices } from '../../state/app-services';
import blog from '../../components/blog/blog.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('question');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.question.write.title);

const TITLE_MAX = 100;
const CONTENT_MAX = 50_000;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireUser(request, context);
  const id = Number(new URL(request.url).searchParams.get('id')) || undefined;
  const api = serverApi(context);
  const labels = listOf(await api.call('/community/api/label/list', {}));
  const question = id
    ? authedDataOf(await api.call('/community/api/question/view', { id }), request, context)
    : null;
  return { labels, question: question?.mine ? question : null };
};

/**
 * /question/account/write (SPEC; no header or footer on a "write" path): a question's title, labels
 * and details in the shared rich-text editor; the asker edits theirs here too.
 */
export default function QuestionWrite({ loaderData: { labels, question } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api, toast } = useAppServices();
  const navigate = useNavigate();
  const [title, setTitle] = useState(question?.title ?? '');
  const [labelNos, setLabelNos] = useState<number[]>(question?.labelNos ?? []);
  const [content, setContent] = useState(question?.content ?? '');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    const reply = await api.call('/community/auth/question/save', {
      ...(question ? { id: question.id } : {}),
      title,
      labelNos,
      content,
    });
    setBusy(false);
    if (reply.code !== Code.OK) return;
    toast(reply.msg, 'success');
    void navigate(`/question/view/${reply.data.id}`);
  };

  return (
    <div className={blog.writer}>
      <div className={blog.writerBar}>
        <Link to={question ? `/question/view/${question.id}` : '/question'}>
          <Button type="text" icon={<ArrowLeftOutlined />}>
            {t('question.write.back')}
          </Button>
        </Link>
        <span className={blog.grow}>
          {question ? t('question.write.editTitle') : t('question.write.title')}
        </span>
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          {question ? t('question.write.update') : t('question.write.submit')}
        </Button>
      </div>
      <div className={blog.writerBody}>
        <Form layout="vertical">
          <Input
            className={blog.titleInput}
            variant="borderless"
            value={title}
            maxLength={TITLE_MAX}
            placeholder={t('question.write.titlePlaceholder')}
            aria-label={t('question.write.titleLabel')}
            onChange={(event) => setTitle(event.target.value)}
          />
          <Form.Item label={t('question.write.labels')} style={{ margin: '16px 0' }}>
            <Select
              mode="multiple"
              maxCount={BLOG_LABELS_MAX}
              value={labelNos}
              aria-label={t('question.write.labels')}
              placeholder={t('question.write.labelsPlaceholder')}
              options={labels.map((label) => ({ value: label.labelNo, label: label.labelName }))}
              onChange={setLabelNos}
            />
          </Form.Item>
          <Form.Item label={t('question.write.content')} extra={t('question.write.contentHelp')}>
            <RichTextEditor
              label={t('question.write.content')}
              value={content}
              max={CONTENT_MAX}
              rows={12}
              onChange={setContent}
            />
          </Form.Item>
        </Form>
      </div>
    </div>
  );
}
