import { Code, type TPaperAuthor, type TPaperFile } from '@huitang/contracts';
import {
  ArrowUpOutlined,
  DeleteOutlined,
  FileTextOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Alert, Button, Checkbox, Input, Progress, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, useNavigate } from 'react-router';
import type { Route } from './+types/submit';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { chinaClock } from '@huitang/contracts/china-time';
import { FilePicker } from '../../../components/upload/file-picker';
import { useFileUpload } from '../../../components/upload/use-image-upload';
import { pageTitle } from '../../../lib/page-title';
import { PHONE_READY } from '../../../lib/phone';
import { authedDataOf } from '../../../loaders/session.server';
import { stop } from '../../../lib/stop';
import { useSubmit } from '../../../state/use-submit';
import { useSite } from '../../../lib/use-site';
import { useAppServices } from '../../../state/app-services';
import styles from '../../../components/paper/paper.module.css';
import { loadTexts } from '../../../i18n';

await loadTexts('paper');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.papers);

/** The meeting's call (404 when it has none to show) and, to edit, my paper of it. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const meetingId = Number(query.get('meetingId')) || 0;
  const id = Number(query.get('id')) || undefined;
  const api = serverApi(context);
  const [call, mine] = await Promise.all([
    api.call('/meeting/api/manuscript/call', { meetingId }),
    api.call('/meeting/auth/manuscript/record/my', {}),
  ]);
  const papers = authedDataOf(mine, request, context);
  if (call.code !== Code.OK) stop(data(null, { status: 404 }));
  return { call: call.data, paper: papers.find((paper) => paper.id === id) ?? null };
};

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';
const blankAuthor = (corresponding = false): TPaperAuthor => ({
  name: '',
  unit: '',
  email: '',
  corresponding,
});
/** As the server counts: each Han character, and each run of Latin letters or digits. */
const wordCount = (text: string) =>
  (text.match(/[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/gu)?.length ?? 0) +
  (text.match(/[A-Za-z0-9]+(?:['’-][A-Za-z0-9]+)*/g)?.length ?? 0);

/**
 * /account/paper/submit?meetingId=(&id=): the author writes a paper for a meeting's call — type,
 * title, authors in order with one corresponding, abstract within the word limit, keywords, topic —
 * and uploads its attachments with a progress bar; the same form edits it until the deadline.
 */
export default function SubmitPaper({ loaderData: { call, paper } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const navigate = useNavigate();
  const [typeId, setTypeId] = useState(paper?.typeId ?? call.types[0]?.id);
  const [title, setTitle] = useState(paper?.title ?? '');
  const [authors, setAuthors] = useState<TPaperAuthor[]>(paper?.authors ?? [blankAuthor(true)]);
  const [abstract, setAbstract] = useState(paper?.abstract ?? '');
  const [keywords, setKeywords] = useState<string[]>(paper?.keywords ?? []);
  const [topic, setTopic] = useState(paper?.topic ?? '');
  const [files, setFiles] = useState<TPaperFile[]>(paper?.files ?? []);
  const [notifyEmail, setNotifyEmail] = useState(paper?.notifyEmail ?? true);
  const [notifySms, setNotifySms] = useState(paper?.notifySms ?? false);
  const { sending, pick } = useFileUpload(
    'document',
    (file) =>
      (call.fileKinds as string[]).includes(extensionOf(file.name)) &&
      file.size <= call.fileMaxMb * 1024 * 1024,
    (url, file) => setFiles((before) => [...before, { url, fileName: file.name, size: file.size }]),
  );
  const words = wordCount(abstract);
  const guide = (locale === 'en' && call.guideEn) || call.guide;
  const setAuthor = (index: number, patch: Partial<TPaperAuthor>) =>
    setAuthors((before) =>
      before.map((author, at) =>
        at === index
          ? { ...author, ...patch }
          : patch.corresponding
            ? { ...author, corresponding: false }
            : author,
      ),
    );
  const moveUp = (index: number) =>
    setAuthors((before) => [
      ...before.slice(0, index - 1),
      before[index]!,
      before[index - 1]!,
      ...before.slice(index + 1),
    ]);

  const send = async () => {
    const reply = await run(() =>
      api.call('/meeting/api/manuscript/record/save', {
        meetingId: call.meetingId,
        ...(paper ? { id: paper.id } : {}),
        typeId: typeId ?? 0,
        title,
        authors,
        abstract,
        keywords,
        topic,
        files: files.map((file) => file.url),
        notifyEmail,
        notifySms,
      }),
    );
    if (reply) await navigate('/account/paper');
  };

  return (
    <div className={styles.form}>
      <PageTitle title={paper ? t('paper.editTitle') : t('paper.formTitle')} />
      <Alert
        className={styles.callNote}
        type={call.state === 'open' ? 'info' : 'warning'}
        title={`${t(`paper.states.${call.state}`)} · ${t('paper.deadline', { time: chinaClock(call.closesAt).slice(0, 16) })}`}
        description={guide || undefined}
      />
      <label className={styles.field}>
        <span>{t('paper.type')}</span>
        <Radio.Group
          value={typeId}
          onChange={(event) => setTypeId(event.target.value as number)}
          options={call.types.map((type) => ({
            value: type.id,
            label: (locale === 'en' && type.nameEn) || type.name,
          }))}
        />
      </label>
      <label className={styles.field}>
        <span>{t('paper.title')}</span>
        <Input value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <fieldset className={styles.field}>
        <legend>{t('paper.authors')}</legend>
        {authors.map((author, index) => (
          <div key={index} className={styles.author} data-testid="paper-author">
            <span className={styles.order}>{index + 1}</span>
            <Input
              aria-label={t('paper.authorName')}
              placeholder={t('paper.authorName')}
              value={author.name}
              onChange={(event) => setAuthor(index, { name: event.target.value })}
            />
            <Input
              aria-label={t('paper.authorUnit')}
              placeholder={t('paper.authorUnit')}
              value={author.unit}
              onChange={(event) => setAuthor(index, { unit: event.target.value })}
            />
            <Input
              aria-label={t('paper.authorEmail')}
              placeholder={t('paper.authorEmail')}
              value={author.email}
              onChange={(event) => setAuthor(index, { email: event.target.value })}
            />
            <Radio checked={author.corresponding} onChange={() => setAuthor(index, { corresponding: true })}>
              {t('paper.corresponding')}
            </Radio>
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t('paper.moveUp')}
              disabled={index === 0}
              onClick={() => moveUp(index)}
            />
            <Button
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('paper.removeAuthor')}
              disabled={authors.length === 1}
              onClick={() => setAuthors((before) => before.filter((_, at) => at !== index))}
            />
          </div>
        ))}
        <Button icon={<PlusOutlined />} onClick={() => setAuthors((before) => [...before, blankAuthor()])}>
          {t('paper.addAuthor')}
        </Button>
      </fieldset>
      <label className={styles.field}>
        <span>
          {t('paper.abstract')}{' '}
          <em className={words > call.abstractWordLimit ? styles.over : styles.count}>
            {t('paper.words', { count: words, max: call.abstractWordLimit })}
          </em>
        </span>
        <Input.TextArea
          aria-label={t('paper.abstract')}
          rows={8}
          value={abstract}
          onChange={(event) => setAbstract(event.target.value)}
        />
      </label>
      {call.keywordsMax > 0 ? (
        <label className={styles.field}>
          <span>{t('paper.keywords')}</span>
          <Select
            mode="tags"
            aria-label={t('paper.keywords')}
            value={keywords}
            open={false}
            placeholder={t('paper.keywordsHint', { max: call.keywordsMax })}
            onChange={(values: string[]) => setKeywords(values.slice(0, call.keywordsMax))}
          />
        </label>
      ) : null}
      {call.topics.length ? (
        <label className={styles.field}>
          <span>{t('paper.topic')}</span>
          <Select
            aria-label={t('paper.topic')}
            value={topic || undefined}
            onChange={(value: string) => setTopic(value)}
            options={call.topics.map((one) => ({ value: one, label: one }))}
          />
        </label>
      ) : null}
      <div className={styles.field}>
        <span>{t('paper.files')}</span>
        <ul className={styles.files}>
          {files.map((file) => (
            <li key={file.url}>
              <FileTextOutlined /> {file.fileName}
              <Button
                type="link"
                size="small"
                onClick={() => setFiles((before) => before.filter((one) => one.url !== file.url))}
              >
                {t('paper.removeAuthor')}
              </Button>
            </li>
          ))}
          {sending.map((file) => (
            <li key={file.id}>
              {file.name} <Progress percent={file.percent} size="small" className={styles.progress} />
            </li>
          ))}
        </ul>
        {files.length + sending.length < call.filesMax ? (
          <FilePicker accept={call.fileKinds.map((kind) => `.${kind}`).join(',')} onFile={pick}>
            <Button icon={<UploadOutlined />}>{t('paper.upload')}</Button>
          </FilePicker>
        ) : null}
        <div className={styles.hint}>
          {t('paper.kinds', { kinds: call.fileKinds.join(', '), mb: call.fileMaxMb, count: call.filesMax })}
        </div>
      </div>
      <div className={styles.field}>
        <span>{t('paper.notify')}</span>
        <Checkbox checked={notifyEmail} onChange={(event) => setNotifyEmail(event.target.checked)}>
          {t('paper.notifyEmail')}
        </Checkbox>
        <Checkbox checked={notifySms} onChange={(event) => setNotifySms(event.target.checked)}>
          {t('paper.notifySms')}
        </Checkbox>
      </div>
      <Button
        type="primary"
        size="large"
        loading={busy}
        disabled={call.state !== 'open' || sending.length > 0}
        onClick={() => void send()}
      >
        {paper ? t('paper.save') : t('paper.send')}
      </Button>
    </div>
  );
}
