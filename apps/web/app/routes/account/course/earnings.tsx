import type { TEarningsSummary, TWithdrawal } from '@huitang/contracts';
import { Button, Card, Col, Empty, Row, Statistic, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/earnings';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { useEChart } from '../../../components/charts/use-echart';
import { lazyDialog } from '../../../components/forms/lazy-dialog';
import { WithdrawalStatusTag } from '../../../components/course/earnings/withdrawal-status-tag';
import { formatFen } from '../../../lib/format/money';
import { loadCentreOrg } from '../../../loaders/org-centre.server';
import { chinaTime } from '@huitang/contracts/china-time';
import { pageTitle } from '../../../lib/page-title';
import { authedDataOf } from '../../../loaders/session.server';
import styles from '../../../components/course/course-view.module.css';
import { loadTexts } from '../../../i18n';

// Loaded when first opened (components/forms/lazy-dialog.tsx).
const WithdrawDialog = lazyDialog(
  () => import('../../../components/course/earnings/withdraw-dialog').then((module) => module.WithdrawDialog),
  (props) => props.open,
);

await loadTexts('course');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches[0].loaderData, (texts) => (data?.orgId ? texts.menu.orgEarnings : texts.menu.earnings));

/** The institution's page sits in its centre; the personal one (and draw_money) is the caller's own. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const forOrg = new URL(request.url).pathname.startsWith('/account/organization/');
  const orgId = forOrg ? (await loadCentreOrg(request, context)).id : undefined;
  const api = serverApi(context);
  const earner = orgId ? { orgId } : {};
  const [summary, withdrawals] = await Promise.all([
    api.call('/course/auth/earnings/summary', earner),
    api.call('/course/auth/withdrawal/list', { ...earner, pageCurrent: 1, pageSize: 20 }),
  ]);
  return {
    orgId,
    summary: authedDataOf(summary, request, context),
    withdrawals: authedDataOf(withdrawals, request, context).list,
  };
};

function MonthChart({ summary }: { summary: TEarningsSummary }) {
  const { t } = useTranslation();
  const option = useMemo(
    () =>
      summary.byMonth.length === 0
        ? null
        : {
            animation: false,
            grid: { left: 64, right: 16, top: 24, bottom: 32 },
            tooltip: { trigger: 'axis' },
            xAxis: { type: 'category', data: summary.byMonth.map((month) => month.month) },
            yAxis: { type: 'value', name: '¥' },
            series: [
              {
                name: t('course.earnings.amount'),
                type: 'bar',
                barMaxWidth: 40,
                data: summary.byMonth.map((month) => month.amountFen / 100),
              },
            ],
          },
    [summary, t],
  );
  const box = useEChart(option);
  return option ? (
    <div ref={box} style={{ height: 260 }} data-testid="earnings-chart" />
  ) : (
    <Empty description={t('course.earnings.empty')} />
  );
}

/**
 * /account/earnings and /account/draw_money (a lecturer's income from course sales and its
 * withdrawal), /account/organization/earnings (the institution's): balance, income by month and by
 * course, withdrawal requests and their state.
 */
export default function Earnings({ loaderData: { orgId, summary, withdrawals } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [withdrawing, setWithdrawing] = useState(false);
  const figures = [
    ['balance', summary.balanceFen],
    ['earned', summary.earnedFen],
    ['pending', summary.pendingFen],
    ['withdrawn', summary.withdrawnFen],
  ] as const;
  return (
    <>
      <PageTitle
        title={t(orgId ? 'menu.orgEarnings' : 'menu.earnings')}
        extra={
          <Button type="primary" disabled={summary.balanceFen < 100} onClick={() => setWithdrawing(true)}>
            {t('course.earnings.withdraw')}
          </Button>
        }
      />
      <p className={styles.muted}>{t('course.earnings.shares')}</p>
      <Row gutter={16} data-testid="earnings-figures">
        {figures.map(([key, fen]) => (
          <Col span={6} key={key}>
            <Card size="small">
              <Statistic title={t(`course.earnings.${key}`)} value={formatFen(fen)} />
            </Card>
          </Col>
        ))}
      </Row>
      <h3>{t('course.earnings.byMonth')}</h3>
      <MonthChart summary={summary} />
      <h3>{t('course.earnings.byCourse')}</h3>
      <Table
        rowKey="courseId"
        size="small"
        pagination={false}
        dataSource={summary.byCourse}
        locale={{ emptyText: t('course.earnings.empty') }}
        columns={[
          { title: t('course.earnings.course'), dataIndex: 'courseName' },
          { title: t('course.earnings.sales'), dataIndex: 'sales', width: 100 },
          {
            title: t('course.earnings.amount'),
            key: 'amount',
            width: 140,
            render: (_, row) => formatFen(row.amountFen),
          },
        ]}
      />
      <h3>{t('course.earnings.history')}</h3>
      <Table<TWithdrawal>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={withdrawals}
        locale={{ emptyText: t('course.earnings.noWithdrawals') }}
        columns={[
          { title: t('course.earnings.requested'), key: 'at', render: (_, row) => chinaTime(row.gmtCreate) },
          { title: t('course.earnings.sum'), key: 'amount', render: (_, row) => formatFen(row.amountFen) },
          {
            title: t('course.earnings.method'),
            key: 'method',
            render: (_, row) => `${t(`course.earnings.methods.${row.method}`)} ${row.accountNo}`,
          },
          {
            title: t('course.earnings.status'),
            key: 'status',
            render: (_, row) => (
              <>
                <WithdrawalStatusTag status={row.status} />
                {row.note ? <div className={styles.muted}>{row.note}</div> : null}
              </>
            ),
          },
        ]}
      />
      <WithdrawDialog
        open={withdrawing}
        balanceFen={summary.balanceFen}
        {...(orgId ? { orgId } : {})}
        onClose={(requested) => {
          setWithdrawing(false);
          if (requested) void revalidator.revalidate();
        }}
      />
    </>
  );
}
