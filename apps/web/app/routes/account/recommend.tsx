import type { TReferredPerson } from '@huitang/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/recommend';
import { serverApi } from '../../api/server';
import { PageTitle } from '../../components/account/page-title';
import { ListPager } from '../../components/list-pager';
import { ReferralShare } from '../../components/referral/referral-share';
import { ResponsiveTable } from '../../components/responsive-table';
import { loadTexts } from '../../i18n';
import { chinaTime } from '@huitang/contracts/china-time';
import { pageOfQuery, useQueryNav } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import { idOrUndefined } from '../../lib/route-id';
import { authedDataOf } from '../../loaders/session.server';
import defaultAvatar from '../../assets/default-avatar.svg';
import styles from '../../components/referral/referral.module.css';

await loadTexts('referral');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.recommend);

const PAGE_SIZE = 20;

/** ?channel= narrows the list: "own" for my own code, a channel id for one of mine. */
const channelOfQuery = (raw: string | null): number | undefined => (raw === 'own' ? 0 : idOrUndefined(raw));

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const channelId = channelOfQuery(query.get('channel'));
  const api = serverApi(context);
  const [summary, channels, people] = await Promise.all([
    api.call('/user/auth/user/recommended/summary', {}),
    api.call('/user/auth/user/recommended/channel/list', {}),
    api.call('/user/auth/user/recommended/list', {
      pageCurrent: pageOfQuery(query),
      pageSize: PAGE_SIZE,
      ...(channelId === undefined ? {} : { channelId }),
    }),
  ]);
  return {
    summary: authedDataOf(summary, request, context),
    channels: authedDataOf(channels, request, context),
    people: authedDataOf(people, request, context),
    channel: query.get('channel') === 'own' ? 'own' : channelId ? String(channelId) : '',
  };
};

/**
 * /account/recommend (SPEC personal centre "my recommendations"): my referral code, its link and QR
 * to share, how many registered with it, and who they are — by the channel they came through.
 */
export default function Recommend({
  loaderData: { summary, channels, people, channel },
}: Route.ComponentProps) {
  const { t } = useTranslation();
  const go = useQueryNav();
  return (
    <>
      <PageTitle title={t('menu.recommend')} />
      <ReferralShare code={summary.referralCode} link={summary.link} title={t('referral.myCode')} />
      <div className={styles.figures}>
        <div className={styles.figure} data-testid="referral-total">
          <span className={styles.muted}>{t('referral.total')}</span>
          <strong>{t('referral.people', { count: summary.total })}</strong>
        </div>
        <div className={styles.figure}>
          <span className={styles.muted}>{t('referral.recent')}</span>
          <strong>{t('referral.people', { count: summary.recent })}</strong>
        </div>
        <div className={styles.figure}>
          <Link to="/account/channel">
            <span className={styles.muted}>{t('referral.channels')}</span>
            <strong>{summary.channels}</strong>
          </Link>
        </div>
      </div>
      <div className={styles.section}>
        <h2>{t('referral.referred')}</h2>
        {channels.length > 0 ? (
          <Select
            value={channel}
            style={{ minWidth: 180 }}
            aria-label={t('referral.channel')}
            onChange={(value) => go({ channel: value || null, page: null })}
            options={[
              { value: '', label: t('referral.allChannels') },
              { value: 'own', label: t('referral.ownCode') },
              ...channels.map((one) => ({ value: String(one.id), label: one.name })),
            ]}
          />
        ) : null}
      </div>
      <ResponsiveTable<TReferredPerson>
        rowKey="userNo"
        dataSource={people.list}
        pagination={false}
        locale={{ emptyText: t('referral.empty') }}
        columns={[
          {
            title: t('referral.user'),
            key: 'user',
            render: (_, row) => (
              <span className={styles.person}>
                <img src={row.headImgUrl || defaultAvatar} alt="" className={styles.avatar} />
                {row.nickname}
              </span>
            ),
          },
          { title: t('referral.mobile'), dataIndex: 'mobile' },
          {
            title: t('referral.channel'),
            key: 'channel',
            render: (_, row) => row.channelName || t('referral.ownCode'),
          },
          { title: t('referral.joined'), key: 'joined', render: (_, row) => chinaTime(row.gmtCreate) },
        ]}
      />
      <ListPager page={people} />
      <p className={styles.muted}>{t('referral.noReward')}</p>
    </>
  );
}
