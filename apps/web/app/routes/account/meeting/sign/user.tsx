import { linkTo, type TCheckInRow } from '@huitang/contracts';
import { ScanOutlined } from '@ant-design/icons';
import {
  Button,
  Input,
  Popconfirm,
  Segmented,
  Statistic,
  Switch,
  Table,
  Tag,
  type TableColumnType,
} from 'antd';
import { useEffect } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/user';
import { ListPager } from '../../../../components/list-pager';
import { ConsolePage } from '../../../../components/console/console-page';
import { chinaClock } from '@huitang/contracts/china-time';
import { DoorQr } from '../../../../components/onsite/door-qr';
import { loadRows } from '../console-rows.server';
import { consolePath } from '../../../../components/console/use-console';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import { keywordPageRequest, useQueryNav } from '../../../../lib/list-query';
import { pageTitle } from '../../../../lib/page-title';
import styles from '../../../../components/console/console.module.css';
import { loadTexts } from '../../../../i18n';

await loadTexts('onsite');

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.console.menu.signUser);

const PAGE_SIZE = 20;
const STATES = ['in', 'out'] as const;
/** The list follows the desks while it is open: a check-in at the door shows here within seconds. */
const REFRESH_MS = 5000;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const { keyword, body } = keywordPageRequest(request, PAGE_SIZE);
  const state = STATES.find((value) => value === new URL(request.url).searchParams.get('state'));
  const [page, count] = await Promise.all([
    loadRows(request, context, '/meeting/auth/meeting/register/sign/list', {
      ...body,
      ...(state ? { state } : {}),
    }),
    loadRows(request, context, '/meeting/auth/meeting/register/sign/count'),
  ]);
  return { page, count, keyword, state };
};

/**
 * /account/meeting/sign/user (SPEC on-site sign-in, user list): who has checked in, when, at which desk
 * and by whom; check in or undo by hand, meals and materials handed out, venue sign-ins.
 */
export default function SignUser({ loaderData: { page, count, keyword, state } }: Route.ComponentProps) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  const go = useQueryNav();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => void revalidate(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidate]);
  /** A switch per row for what the desk hands out (meals, materials). */
  const handOutColumn = (key: 'hadMeals' | 'materials', title: string): TableColumnType<TCheckInRow> => ({
    title,
    key,
    width: 70,
    render: (_, row) => (
      <Switch
        size="small"
        checked={row[key]}
        disabled={busy}
        aria-label={`${title} ${row.name}`}
        onChange={(given) =>
          void run(() =>
            api.call('/meeting/auth/meeting/register/update/hadMeals', {
              id: row.id,
              hadMeals: row.hadMeals,
              materials: row.materials,
              [key]: given,
            }),
          )
        }
      />
    ),
  });
  return (
    <ConsolePage
      title={t('console.menu.signUser')}
      lang={lang}
      extra={
        <>
          <DoorQr meetingId={meetingId} />{' '}
          <Link to={consolePath('/account/meeting/sign/scan', meetingId)}>
            <Button type="primary" size="middle" icon={<ScanOutlined />}>
              {t('onsite.openScanner')}
            </Button>
          </Link>
        </>
      }
    >
      <div className={styles.toolbar}>
        <Statistic title={t('onsite.confirmed')} value={count.confirmed} />
        <Statistic title={t('onsite.checkedIn')} value={count.checkedIn} />
        <Statistic title={t('onsite.hadMeals')} value={count.hadMeals} />
        <Statistic title={t('onsite.materials')} value={count.materials} />
      </div>
      <div className={styles.toolbar}>
        <Segmented
          value={state ?? 'all'}
          onChange={(value) => go({ state: value === 'all' ? null : value, page: null })}
          options={[
            { value: 'all', label: t('onsite.allStates') },
            { value: 'in', label: t('onsite.stateIn') },
            { value: 'out', label: t('onsite.stateOut') },
          ]}
        />
        <Input.Search
          allowClear
          defaultValue={keyword}
          placeholder={t('onsite.search')}
          style={{ width: 320 }}
          onSearch={(value) => go({ keyword: value.trim(), page: null })}
        />
        <span>{t('common.total', { count: page.totalCount })}</span>
      </div>
      <Table<TCheckInRow>
        rowKey="id"
        dataSource={page.list}
        pagination={false}
        locale={{ emptyText: t('onsite.empty') }}
        columns={[
          { title: t('onsite.name'), dataIndex: 'name', width: 100 },
          { title: t('onsite.mobile'), dataIndex: 'mobile', width: 120 },
          { title: t('onsite.unit'), dataIndex: 'unit', width: 180, ellipsis: true },
          { title: t('onsite.type'), dataIndex: 'typeName', width: 110 },
          {
            title: t('onsite.checkedInAt'),
            key: 'in',
            width: 190,
            render: (_, row) =>
              row.checkedInAt ? (
                <>
                  <Tag color="green">{chinaClock(row.checkedInAt)}</Tag>
                  <div className={styles.muted}>
                    {[row.desk, row.checkedInBy].filter(Boolean).join(' · ')}
                  </div>
                </>
              ) : (
                <Tag>{t('onsite.stateOut')}</Tag>
              ),
          },
          {
            title: t('onsite.places'),
            key: 'places',
            width: 120,
            render: (_, row) => row.places.join(t('common.listSeparator')),
          },
          handOutColumn('hadMeals', t('onsite.meals')),
          handOutColumn('materials', t('onsite.givenMaterials')),
          {
            title: t('common.actions'),
            key: 'actions',
            width: 170,
            render: (_, row) => (
              <>
                <a
                  href={linkTo('/meeting/auth/meeting/breastpiece/pdf', { meetingId, id: row.id })}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('onsite.printOne')}
                </a>
                {row.checkedInAt ? (
                  <Popconfirm
                    title={t('onsite.undoConfirm', { name: row.name })}
                    okText={t('common.confirm')}
                    cancelText={t('common.cancel')}
                    onConfirm={() =>
                      void run(() => api.call('/meeting/auth/meeting/register/sign/undo', { id: row.id }))
                    }
                  >
                    <Button type="link" size="small" danger disabled={busy}>
                      {t('onsite.undo')}
                    </Button>
                  </Popconfirm>
                ) : (
                  <Button
                    type="link"
                    size="small"
                    disabled={busy}
                    onClick={() =>
                      void run(() =>
                        api.call('/meeting/auth/meeting/register/sign', { meetingId, desk: '', id: row.id }),
                      )
                    }
                  >
                    {t('onsite.checkIn')}
                  </Button>
                )}
              </>
            ),
          },
        ]}
      />
      <ListPager page={page} className={styles.pager} />
    </ConsolePage>
  );
}
