import type { TCallResponse } from '@huitang/contracts';
import { Button, Input, Popconfirm, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/my-examination';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { ExamPhaseTag } from '../../../components/exam/exam-facts';
import { lazyDialog } from '../../../components/forms/lazy-dialog';
import { ListPager } from '../../../components/list-pager';
import { chinaTime } from '@huitang/contracts/china-time';
import { keywordPageRequest, useQueryNav } from '../../../lib/list-query';
import { pageTitle } from '../../../lib/page-title';
import { authedDataOf } from '../../../loaders/session.server';
import { useSubmit } from '../../../state/use-submit';
import { useAppServices } from '../../../state/app-services';
import console from '../../../components/console/console.module.css';
import styles from '../../../components/exam/exam.module.css';
import { useExamPath } from '../../../components/exam/use-exam-path';
import { examPageQuery } from '../../../components/exam/exam-page-query';
import { loadTexts } from '../../../i18n';

// Loaded when first opened (components/forms/lazy-dialog.tsx).
const MakeUpDialog = lazyDialog(
  () => import('../../../components/exam/make-up-dialog').then((module) => module.MakeUpDialog),
  (props) => props.exam !== null,
);

await loadTexts('exam');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.exams);

type TExamRow = TCallResponse<'/exam/auth/exam/list'>['list'][number];
type TPaperRow = TCallResponse<'/exam/auth/paper/list'>['list'][number];

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const tab = new URL(request.url).searchParams.get('tab') === 'papers' ? 'papers' : 'exams';
  const { keyword, body } = keywordPageRequest(request, 20);
  // On a meeting console: the exams for that meeting's attendees (papers are the whole bank's).
  const { meetingId } = examPageQuery(new URL(request.url));
  const api = serverApi(context);
  if (tab === 'papers')
    return {
      tab,
      keyword,
      papers: authedDataOf(await api.call('/exam/auth/paper/list', body), request, context),
      exams: null,
    };
  return {
    tab,
    keyword,
    exams: authedDataOf(await api.call('/exam/auth/exam/list', { ...body, meetingId }), request, context),
    papers: null,
  };
};

const minute = (iso: string) => chinaTime(iso).slice(0, 16);
const phaseOf = (exam: TExamRow) => {
  const now = Date.now();
  return now < Date.parse(exam.opensAt) ? 'upcoming' : now < Date.parse(exam.closesAt) ? 'open' : 'closed';
};

/**
 * /account/exams/myExamination (SPEC exams myExamination): the exams I offer, with their sittings,
 * marking and make-ups; and my papers, with their editor (selectIssue) and preview.
 */
export default function MyExamination({ loaderData: { tab, keyword, exams, papers } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { run } = useSubmit();
  const go = useQueryNav();
  const examPath = useExamPath();
  const [makeUps, setMakeUps] = useState<TExamRow | null>(null);
  return (
    <>
      <PageTitle title={t('menu.exams')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => go({ tab: key === 'papers' ? key : null, page: null, keyword: null })}
        items={[
          { key: 'exams', label: t('examAdmin.exams') },
          { key: 'papers', label: t('examAdmin.papers') },
        ]}
      />
      <div className={console.toolbar}>
        <Input.Search
          key={tab}
          defaultValue={keyword}
          allowClear
          style={{ width: 280 }}
          onSearch={(value) => go({ keyword: value.trim() || null, page: null })}
        />
        <Link to={examPath(tab === 'papers' ? '/account/exams/selectIssue' : '/account/exams/add')}>
          <Button type="primary">
            {tab === 'papers' ? t('examAdmin.addPaper') : t('examAdmin.addExam')}
          </Button>
        </Link>
      </div>
      {exams ? (
        <>
          <Table<TExamRow>
            rowKey="id"
            dataSource={exams.list}
            pagination={false}
            locale={{ emptyText: t('exam.empty') }}
            columns={[
              {
                title: t('examAdmin.examName'),
                key: 'name',
                render: (_, exam) => (
                  <>
                    <Link to={`/exam/view/${exam.id}`}>{exam.examName}</Link>
                    <div className={styles.muted}>
                      {exam.paperName} · {t('exam.score', { total: exam.totalScore, pass: exam.passScore })}
                    </div>
                  </>
                ),
              },
              {
                title: t('examAdmin.window'),
                key: 'window',
                width: 200,
                render: (_, exam) => (
                  <>
                    <div>{minute(exam.opensAt)}</div>
                    <div>{minute(exam.closesAt)}</div>
                  </>
                ),
              },
              {
                title: t('examAdmin.status'),
                key: 'status',
                width: 170,
                render: (_, exam) => (
                  <>
                    {exam.isPublished ? (
                      <ExamPhaseTag phase={phaseOf(exam)} />
                    ) : (
                      <Tag>{t('examAdmin.draft')}</Tag>
                    )}
                    <div className={styles.muted}>
                      {t('examAdmin.sittings', { count: exam.attemptCount })}
                    </div>
                    {exam.reviewingCount ? (
                      <Tag color="orange">{t('examAdmin.reviewing', { count: exam.reviewingCount })}</Tag>
                    ) : null}
                  </>
                ),
              },
              {
                title: t('common.actions'),
                key: 'actions',
                width: 220,
                render: (_, exam) => (
                  <Space size={4} wrap>
                    <Link to={examPath(`/account/exams/add?id=${exam.id}`)}>{t('examAdmin.edit')}</Link>
                    <Link to={examPath(`/account/exams/examAdmin?examId=${exam.id}`)}>
                      {t('examAdmin.mark')}
                    </Link>
                    <Button type="link" size="small" onClick={() => setMakeUps(exam)}>
                      {t('examAdmin.makeUps')}
                    </Button>
                    <Popconfirm
                      title={t('examAdmin.deleteConfirm')}
                      onConfirm={() => void run(() => api.call('/exam/auth/exam/delete', { id: exam.id }))}
                    >
                      <Button type="link" size="small" danger>
                        {t('examAdmin.delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
          <ListPager page={exams} className={styles.pager} />
          <MakeUpDialog exam={makeUps} onClose={() => setMakeUps(null)} />
        </>
      ) : null}
      {papers ? (
        <>
          <Table<TPaperRow>
            rowKey="id"
            dataSource={papers.list}
            pagination={false}
            columns={[
              { title: t('examAdmin.paperName'), dataIndex: 'paperName' },
              {
                title: t('examAdmin.mode'),
                key: 'mode',
                width: 110,
                render: (_, p) => t(`examAdmin.modes.${p.mode}`),
              },
              { title: t('examAdmin.questionCount'), dataIndex: 'questionCount', width: 70 },
              {
                title: t('examAdmin.totalScore'),
                key: 'total',
                width: 110,
                render: (_, p) =>
                  t('common.withNote', {
                    text: p.totalScore,
                    note: `${t('examAdmin.passScore')} ${p.passScore}`,
                  }),
              },
              {
                title: t('common.actions'),
                key: 'actions',
                width: 180,
                render: (_, paper) => (
                  <Space size={4}>
                    <Link to={examPath(`/account/exams/selectIssue?id=${paper.id}`)}>
                      {t('examAdmin.edit')}
                    </Link>
                    <Link to={examPath(`/account/exams/preview?id=${paper.id}`)}>
                      {t('examAdmin.preview')}
                    </Link>
                    <Popconfirm
                      title={t('examAdmin.deleteConfirm')}
                      onConfirm={() => void run(() => api.call('/exam/auth/paper/delete', { id: paper.id }))}
                    >
                      <Button type="link" size="small" danger>
                        {t('examAdmin.delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
          <ListPager page={papers} className={styles.pager} />
        </>
      ) : null}
    </>
  );
}
