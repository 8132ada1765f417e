import { Code, type TMsg } from '@huitang/contracts';
import { Badge, Button, Empty, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/message';
import { serverApi } from '../../api/server';
import { PageTitle } from '../../components/account/page-title';
import { ListPager } from '../../components/list-pager';
import { pageOfQuery, useQueryNav } from '../../lib/list-query';
import { authedDataOf } from '../../loaders/session.server';
import { useVisitor } from '../../lib/session/visitor';
import { chinaTime } from '@huitang/contracts/china-time';
import { useAppServices } from '../../state/app-services';
import styles from './message.module.css';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.message.title);

const PAGE_SIZE = 10;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const pageCurrent = pageOfQuery(query);
  const unreadOnly = query.get('filter') === 'unread';
  const reply = await serverApi(context).call('/user/auth/msg/list', {
    pageCurrent,
    pageSize: PAGE_SIZE,
    ...(unreadOnly ? { isRead: false } : {}),
  });
  const page = authedDataOf(reply, request, context);
  return { ...page, unreadOnly, list: page.list.map((msg) => ({ ...msg, time: chinaTime(msg.gmtCreate) })) };
};

/** /account/message: paged messages, read one or all; the header's unread count follows. */
export default function AccountMessage({ loaderData: page }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { msgNum } = useVisitor();
  const { api, toast } = useAppServices();
  const revalidator = useRevalidator();
  const go = useQueryNav();

  const read = async (msg: TMsg) => {
    const reply = await api.call('/user/auth/msg/read', { id: msg.id });
    if (reply.code === Code.OK) await revalidator.revalidate();
  };

  const readAll = async () => {
    const reply = await api.call('/user/auth/msg/read/all', {});
    if (reply.code !== Code.OK) return;
    toast(reply.msg, 'success');
    await revalidator.revalidate();
  };

  return (
    <>
      <PageTitle
        title={t('message.title')}
        extra={
          <Button size="middle" disabled={msgNum === 0} onClick={() => void readAll()}>
            {t('message.readAll')}
          </Button>
        }
      />
      <div className={styles.toolbar}>
        <Segmented
          value={page.unreadOnly ? 'unread' : 'all'}
          onChange={(value) => go({ filter: value === 'unread' ? 'unread' : null, page: null })}
          options={[
            { value: 'all', label: t('message.all') },
            { value: 'unread', label: t('message.unread') },
          ]}
        />
        {msgNum > 0 ? (
          <span className={styles.count}>{t('message.unreadCount', { count: msgNum })}</span>
        ) : null}
      </div>
      {page.list.length === 0 ? (
        <Empty description={t('message.empty')} className={styles.empty} />
      ) : (
        <ul className={styles.list}>
          {page.list.map((msg) => (
            <li key={msg.id} className={msg.isRead ? styles.item : `${styles.item} ${styles.unread}`}>
              <div className={styles.head}>
                <Badge dot={!msg.isRead} offset={[4, 0]}>
                  <span className={styles.title}>{msg.title}</span>
                </Badge>
                <span className={styles.side}>
                  <span className={styles.time}>{msg.time}</span>
                  {msg.isRead ? null : (
                    <Button type="link" size="small" onClick={() => void read(msg)}>
                      {t('message.markRead')}
                    </Button>
                  )}
                </span>
              </div>
              <p className={styles.content}>{msg.content}</p>
            </li>
          ))}
        </ul>
      )}
      <ListPager page={page} className={styles.pager} />
    </>
  );
}
