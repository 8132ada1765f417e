import type { TAttention, TAttentionKind } from '@huitang/contracts';
import { Button, Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/attention';
import { serverApi } from '../../api/server';
import { PageTitle } from '../../components/account/page-title';
import { ListPager } from '../../components/list-pager';
import { chinaTime } from '@huitang/contracts/china-time';
import { pageOfQuery, useQueryNav } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import { authedDataOf } from '../../loaders/session.server';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import defaultAvatar from '../../assets/default-avatar.svg';
import styles from './attention.module.css';
import cards from '../../components/meeting/meeting-cards.module.css';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.attention);

const PAGE_SIZE = 20;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const kind: TAttentionKind = query.get('kind') === 'org' ? 'org' : 'lecturer';
  const page = await serverApi(context).call('/user/auth/attention/list', {
    kind,
    pageCurrent: pageOfQuery(query),
    pageSize: PAGE_SIZE,
  });
  return { kind, page: authedDataOf(page, request, context) };
};

const pathOf = (one: TAttention) =>
  one.kind === 'org' ? `/organization/view/${one.id}` : `/lecturer/${one.id}`;

/** /account/attention (SPEC personal centre): the lecturers and institutions I follow, to visit or let go. */
export default function Attention({ loaderData: { kind, page } }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { api } = useAppServices();
  const { run } = useSubmit();
  const revalidator = useRevalidator();
  const go = useQueryNav();
  const unfollow = async (one: TAttention) => {
    if (await run(() => api.call('/user/auth/attention/delete', { kind: one.kind, id: one.id })))
      void revalidator.revalidate();
  };
  return (
    <>
      <PageTitle title={t('menu.attention')} />
      <Tabs
        activeKey={kind}
        onChange={(key) => go({ kind: key === 'org' ? 'org' : null, page: null })}
        items={[
          { key: 'lecturer', label: t('attention.lecturers') },
          { key: 'org', label: t('attention.orgs') },
        ]}
      />
      {page.list.length > 0 ? (
        <ul className={styles.list}>
          {page.list.map((one) => (
            <li key={`${one.kind}-${one.id}`} className={styles.item}>
              <img src={one.avatar || defaultAvatar} alt="" className={styles.avatar} />
              <div className={styles.body}>
                <Link to={pathOf(one)} className={styles.name}>
                  {(i18n.language === 'en' && one.nameEn) || one.name}
                </Link>
                {one.summary ? <p className={styles.summary}>{one.summary}</p> : null}
                <p className={styles.meta}>
                  {t('attention.followers', { count: one.followerCount })} ·{' '}
                  {t('attention.followedAt', { time: chinaTime(one.gmtFollowed) })}
                </p>
              </div>
              <Button size="middle" onClick={() => void unfollow(one)}>
                {t('attention.unfollow')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <Empty description={t('attention.empty')} />
      )}
      <ListPager page={page} className={cards.pager} />
    </>
  );
}
