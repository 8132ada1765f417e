import type { TMyPaper } from '@huitang/contracts';
import { Button, Empty, Popconfirm, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/list';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { chinaClock } from '@huitang/contracts/china-time';
import { PaperStatus } from '../../../components/paper/paper-status';
import { pageTitle } from '../../../lib/page-title';
import { PHONE_READY } from '../../../lib/phone';
import { authedDataOf } from '../../../loaders/session.server';
import { useSubmit } from '../../../state/use-submit';
import { useAppServices } from '../../../state/app-services';
import { loadTexts } from '../../../i18n';

await loadTexts('paper');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.papers);

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  papers: authedDataOf(
    await serverApi(context).call('/meeting/auth/manuscript/record/my', {}),
    request,
    context,
  ),
});

/** /account/paper: my papers across meetings, their state and the decision, edit until the deadline, withdraw. */
export default function MyPapers({ loaderData: { papers } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  return (
    <>
      <PageTitle title={t('menu.papers')} />
      {papers.length === 0 ? (
        <Empty description={t('paper.mineEmpty')} />
      ) : (
        <Table<TMyPaper>
          rowKey="id"
          dataSource={papers}
          pagination={false}
          expandable={{
            rowExpandable: (paper) => Boolean(paper.decisionNote),
            expandedRowRender: (paper) =>
              t('common.labelled', { label: t('paper.decision'), value: paper.decisionNote }),
          }}
          columns={[
            { title: t('paper.title'), dataIndex: 'title' },
            { title: t('paper.meeting'), dataIndex: 'meetingName' },
            { title: t('paper.type'), dataIndex: 'typeName', width: 100 },
            {
              title: t('paper.status'),
              key: 'status',
              width: 90,
              render: (_, paper) => <PaperStatus status={paper.status} />,
            },
            {
              title: t('paper.submittedAt'),
              key: 'submittedAt',
              width: 150,
              render: (_, paper) => chinaClock(paper.submittedAt),
            },
            {
              title: t('common.actions'),
              key: 'actions',
              width: 150,
              render: (_, paper) =>
                paper.status === 'submitted' ? (
                  <>
                    {paper.editable ? (
                      <Link to={`/account/paper/submit?meetingId=${paper.meetingId}&id=${paper.id}`}>
                        <Button type="link" size="small">
                          {t('paper.edit')}
                        </Button>
                      </Link>
                    ) : null}
                    <Popconfirm
                      title={t('paper.withdrawConfirm')}
                      onConfirm={() =>
                        void run(() => api.call('/meeting/auth/manuscript/record/withdraw', { id: paper.id }))
                      }
                    >
                      <Button type="link" size="small" danger loading={busy}>
                        {t('paper.withdraw')}
                      </Button>
                    </Popconfirm>
                  </>
                ) : null,
            },
          ]}
        />
      )}
    </>
  );
}
