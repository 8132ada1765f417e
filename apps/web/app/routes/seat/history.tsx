import type { TSeatMapSummary } from '@huitang/contracts';
import { Button, Popconfirm, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/history';
import { serverApi } from '../../api/server';
import { meetingIdOf } from '../../loaders/meeting-id.server';
import { seatPagePath } from '../../components/seat/seat-paths';
import { authedDataOf, requireUser } from '../../loaders/session.server';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/seat/seat.module.css';
import { loadTexts } from '../../i18n';
import { chinaClock } from '@huitang/contracts/china-time';

await loadTexts('onsite');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireUser(request, context);
  const meetingId = meetingIdOf(request);
  const maps = await serverApi(context).call('/meeting/auth/meeting/seat/map/history', { meetingId });
  return { meetingId, maps: authedDataOf(maps, request, context) };
};

/**
 * /seat/History (SPEC "old seat arrangement"): every seat map the meeting has had, newest first; each
 * can be viewed and printed as it was, or brought back as the current arrangement (a copy).
 */
export default function SeatHistory({ loaderData: { meetingId, maps } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  return (
    <main className={styles.page}>
      <div className={styles.bar}>
        <h1 className={styles.title}>{t('onsite.seats.history')}</h1>
        <Link to={seatPagePath('/account/meeting/seat', meetingId)}>
          <Button>{t('onsite.seats.backToConsole')}</Button>
        </Link>
      </div>
      <Table<TSeatMapSummary>
        rowKey="id"
        dataSource={maps}
        pagination={false}
        columns={[
          { title: t('onsite.seats.name'), dataIndex: 'name' },
          {
            title: t('onsite.seats.layoutKind'),
            key: 'kind',
            render: (_, map) => t(`onsite.seats.kinds.${map.kind}`),
          },
          {
            title: t('onsite.seats.counts'),
            key: 'count',
            render: (_, map) => t('onsite.seats.summary', { seats: map.seats, taken: map.taken }),
          },
          {
            title: t('onsite.seats.created'),
            key: 'created',
            render: (_, map) => chinaClock(map.createdAt),
          },
          {
            title: t('onsite.seats.archived'),
            key: 'archived',
            render: (_, map) =>
              map.archivedAt ? (
                chinaClock(map.archivedAt)
              ) : (
                <Tag color="green">{t('onsite.seats.current')}</Tag>
              ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, map) => (
              <>
                <Link to={seatPagePath('/seat/previewSeat', meetingId, { mapId: map.id })}>
                  {t('onsite.seats.view')}
                </Link>
                {map.archivedAt ? (
                  <Popconfirm
                    title={t('onsite.seats.restoreConfirm')}
                    onConfirm={() =>
                      void run(() =>
                        api.call('/meeting/auth/meeting/seat/map/restore', { meetingId, mapId: map.id }),
                      )
                    }
                  >
                    <Button type="link" loading={busy}>
                      {t('onsite.seats.restore')}
                    </Button>
                  </Popconfirm>
                ) : null}
              </>
            ),
          },
        ]}
      />
    </main>
  );
}
