import { Button, Empty, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/list';
import { dataOf, serverApi } from '../../api/server';
import defaultAvatar from '../../assets/default-avatar.svg';
import { ListPager } from '../../components/list-pager';
import { keywordOfQuery, pageOfQuery, useQueryNav } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import styles from './lecturer.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('publisher');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.lecturers.title);

const PAGE_SIZE = 12;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const pageCurrent = pageOfQuery(query);
  const keyword = keywordOfQuery(query);
  const page = dataOf(
    await serverApi(context).call('/user/api/lecturer/list', {
      pageCurrent,
      pageSize: PAGE_SIZE,
      ...(keyword ? { keyword } : {}),
    }),
  );
  return { ...page, keyword };
};

/** /lecturer: the platform's lecturers, recommended first, searchable by name, post or institution. */
export default function LecturerList({ loaderData: page }: Route.ComponentProps) {
  const { t } = useTranslation();
  const go = useQueryNav();

  return (
    <>
      <section className={styles.band}>
        <div className={`ht-container ${styles.bandInner}`}>
          <div>
            <h1>{t('lecturers.title')}</h1>
            <p>{t('lecturers.subtitle')}</p>
          </div>
          <div className={styles.bandActions}>
            <Input.Search
              key={page.keyword}
              defaultValue={page.keyword}
              placeholder={t('lecturers.searchPlaceholder')}
              allowClear
              enterButton={t('lecturers.search')}
              size="large"
              maxLength={32}
              onSearch={(value) => go({ keyword: value.trim() || null, page: null })}
              className={styles.search}
            />
            <Link to="/recruit" className={styles.join}>
              <Button size="large">{t('lecturers.join')}</Button>
            </Link>
          </div>
        </div>
      </section>
      <div className="ht-container">
        {page.list.length === 0 ? (
          <Empty
            className={styles.empty}
            description={
              page.keyword ? t('lecturers.noMatch', { keyword: page.keyword }) : t('lecturers.empty')
            }
          />
        ) : (
          <ul className={styles.grid}>
            {page.list.map((lecturer) => (
              <li key={lecturer.id}>
                <Link to={`/lecturer/${lecturer.id}`} className={styles.card}>
                  <img
                    src={lecturer.headImgUrl || defaultAvatar}
                    alt={lecturer.name}
                    className={styles.avatar}
                  />
                  <h3>{lecturer.name}</h3>
                  <p className={styles.position}>{lecturer.position}</p>
                  {lecturer.organization ? <p className={styles.org}>{lecturer.organization}</p> : null}
                  <p className={styles.intro}>{lecturer.introduction}</p>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <ListPager page={page} className={styles.pager} />
      </div>
    </>
  );
}
