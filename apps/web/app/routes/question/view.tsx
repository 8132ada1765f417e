import { ANSWER_SORTS, Code, type TPage, type TQaAnswer } from '@huitang/contracts';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Pagination, Popconfirm, Segmented, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/view';
import { dataOf, serverApi } from '../../api/server';
import { ReportButton } from '../../components/community/report-button';
import { AnswerItem } from '../../components/question/answer-item';
import { PersonBadge } from '../../components/question/question-cards';
import { QuestionSide } from '../../components/question/question-side';
import { RichTextContent } from '../../components/rich-text/rich-text-content';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor';
import { useCountView } from '../../state/count-view';
import { chinaTime } from '@huitang/contracts/china-time';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import { saveReturnUrl } from '../../lib/session/return-url';
import { useVisitor } from '../../lib/session/visitor';
import { useAppServices } from '../../state/app-services';
import blog from '../../components/blog/blog.module.css';
import styles from '../../components/question/question.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('question');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(
    matches[0].loaderData,
    (texts) => `${loaderData?.question.title ?? ''} - ${texts.question.title}`,
  );

const PAGE_SIZE = 20;
const ANSWER_MAX = 50_000;
type TSort = (typeof ANSWER_SORTS)[number];

export const loader = async ({ params, context }: Route.LoaderArgs) => {
  const api = serverApi(context);
  const question = dataOf(await api.call('/community/api/question/view', { id: params.id }));
  const answers = dataOf(
    await api.call('/community/api/answer/list', { questionId: question.id, pageSize: PAGE_SIZE }),
  );
  return { question, answers };
};

/**
 * /question/view/:id (SPEC): the question, its answers by votes or time with the accepted one
 * first, voting, accepting (the asker), comments under answers, and one's own answer to write or edit.
 */
export default function QuestionView({ loaderData }: Route.ComponentProps) {
  const { question } = loaderData;
  const { t } = useTranslation();
  useCountView('question', question.id);
  const { api, toast } = useAppServices();
  const { user } = useVisitor();
  const navigate = useNavigate();
  const composer = useRef<HTMLDivElement>(null);
  const [answers, setAnswers] = useState<TPage<TQaAnswer>>(loaderData.answers);
  const [sort, setSort] = useState<TSort>('votes');
  const [answerCount, setAnswerCount] = useState(question.answerCount);
  const [myAnswerId, setMyAnswerId] = useState(question.myAnswerId);
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [solved, setSolved] = useState(question.solved);

  const load = async (next: { sort?: TSort; pageCurrent?: number } = {}) => {
    const reply = await api.call('/community/api/answer/list', {
      questionId: question.id,
      sort: next.sort ?? sort,
      pageCurrent: next.pageCurrent ?? answers.pageCurrent,
      pageSize: PAGE_SIZE,
    });
    if (reply.code === Code.OK) setAnswers(reply.data);
  };
  const toLogin = () => {
    saveReturnUrl(`/question/view/${question.id}`);
    void navigate('/login');
  };
  const accept = async (answerId: number) => {
    const reply = await api.call('/community/auth/answer/accept', { id: answerId });
    if (reply.code !== Code.OK) return;
    toast(reply.msg, 'success');
    setSolved(reply.data.acceptedAnswerId !== null);
    await load();
  };
  const editMine = (answer: TQaAnswer) => {
    setDraft(answer.content);
    composer.current?.scrollIntoView({ behavior: 'smooth' });
  };
  const submit = async () => {
    setBusy(true);
    const reply = await api.call('/community/auth/answer/save', {
      questionId: question.id,
      content: draft ?? '',
    });
    setBusy(false);
    if (reply.code !== Code.OK) return;
    toast(reply.msg, 'success');
    if (!myAnswerId) setAnswerCount((count) => count + 1);
    setMyAnswerId(reply.data.id);
    setDraft(null);
    await load();
  };
  const removeQuestion = async () => {
    const reply = await api.call('/community/auth/question/delete', { id: question.id });
    if (reply.code !== Code.OK) return;
    toast(reply.msg, 'success');
    void navigate(question.mine ? '/account/ques' : '/question');
  };
  const answerDeleted = async (answer: TQaAnswer) => {
    setAnswerCount((count) => count - 1);
    if (answer.mine) setMyAnswerId(null);
    if (answer.accepted) setSolved(false);
    await load();
  };

  return (
    <div className={`ht-container ${blog.page}`}>
      <article className={`${blog.main} ${blog.article}`}>
        {question.status !== 'published' ? (
          <Alert
            className={styles.statusNote}
            type="warning"
            showIcon
            message={t(`question.status.${question.status}`)}
          />
        ) : null}
        <h1>{question.title}</h1>
        <div className={blog.meta}>
          <PersonBadge person={question.author} />
          <span>{t('question.askedAt', { time: chinaTime(question.gmtCreate) })}</span>
          <span>{t('question.views', { count: question.viewCount })}</span>
          {solved ? <Tag color="success">{t('question.solved')}</Tag> : null}
          {question.labels.map((label) => (
            <Link key={label.labelNo} to={`/question?label=${label.labelNo}`}>
              <Tag bordered={false} color="blue">
                {label.labelName}
              </Tag>
            </Link>
          ))}
          {question.mine ? (
            <Link to={`/question/account/write?id=${question.id}`}>
              <Button size="small" icon={<EditOutlined />}>
                {t('question.edit')}
              </Button>
            </Link>
          ) : null}
          {/* An asker may not take away what others answered (a moderator may). */}
          {question.moderates && (answerCount === 0 || !question.mine) ? (
            <Popconfirm title={t('question.deleteConfirm')} onConfirm={() => void removeQuestion()}>
              <Button size="small" danger icon={<DeleteOutlined />}>
                {t('question.delete')}
              </Button>
            </Popconfirm>
          ) : null}
          {question.mine ? null : <ReportButton kind="question" id={question.id} />}
        </div>
        {question.content ? <RichTextContent html={question.content} /> : null}

        <section className={styles.answers} data-testid="answers">
          <div className={styles.answersHead}>
            <h2>{t('question.answer.title', { count: answerCount })}</h2>
            <Segmented<TSort>
              value={sort}
              options={[
                { value: 'votes', label: t('question.answer.sortVotes') },
                { value: 'time', label: t('question.answer.sortTime') },
              ]}
              onChange={(value) => {
                setSort(value);
                void load({ sort: value, pageCurrent: 1 });
              }}
            />
          </div>
          {answers.list.length === 0 ? <Empty description={t('question.answer.none')} /> : null}
          {answers.list.map((answer) => (
            <AnswerItem
              key={`${answer.id}-${answer.gmtModified}-${String(answer.accepted)}`}
              answer={answer}
              asker={question.mine}
              signedIn={user !== null}
              onAccept={(id) => void accept(id)}
              onEdit={() => editMine(answer)}
              onDeleted={() => void answerDeleted(answer)}
              onNeedLogin={toLogin}
            />
          ))}
          {answers.totalCount > PAGE_SIZE ? (
            <Pagination
              style={{ marginTop: 16 }}
              current={answers.pageCurrent}
              pageSize={PAGE_SIZE}
              total={answers.totalCount}
              showSizeChanger={false}
              onChange={(pageCurrent) => void load({ pageCurrent })}
            />
          ) : null}
        </section>

        {question.status === 'published' ? (
          <div className={styles.composer} ref={composer}>
            {!user ? (
              <Button type="primary" onClick={toLogin}>
                {t('question.answer.loginToAnswer')}
              </Button>
            ) : myAnswerId && draft === null ? (
              <Alert type="info" showIcon message={t('question.answer.myAnswer')} />
            ) : (
              <>
                <h3>{myAnswerId ? t('question.answer.editMine') : t('question.answer.write')}</h3>
                <RichTextEditor
                  key={myAnswerId ?? 'new'}
                  label={t('question.answer.content')}
                  value={draft ?? ''}
                  max={ANSWER_MAX}
                  rows={8}
                  onChange={setDraft}
                />
                <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
                  {myAnswerId ? (
                    <Button onClick={() => setDraft(null)}>{t('question.answer.cancel')}</Button>
                  ) : null}
                  <Button type="primary" loading={busy} onClick={() => void submit()}>
                    {myAnswerId ? t('question.answer.update') : t('question.answer.submit')}
                  </Button>
                </div>
              </>
            )}
          </div>
        ) : null}
      </article>
      <QuestionSide />
    </div>
  );
}
