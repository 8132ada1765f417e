import { ORG_CATEGORIES, type TOrgCard } from '@huitang/contracts';
import { ArrowRightOutlined } from '@ant-design/icons';
import { Empty, Input, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/directory';
import { dataOf, serverApi } from '../../api/server';
import { ListPager } from '../../components/list-pager';
import { keywordOfQuery, pageOfQuery, useQueryNav } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import { useOrgIntroduction, useOrgName } from '../../components/organization/org-name';
import styles from '../../components/organization/directory.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('publisher');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.orgDirectory.title);

const PAGE_SIZE = 12;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const category = ORG_CATEGORIES.find((value) => value === query.get('category'));
  const keyword = keywordOfQuery(query);
  const page = await serverApi(context).call('/user/api/org/list', {
    pageCurrent: pageOfQuery(query),
    pageSize: PAGE_SIZE,
    ...(category ? { category } : {}),
    ...(keyword ? { keyword } : {}),
  });
  return { category, keyword, page: dataOf(page) };
};

function OrgCard({ org }: { org: TOrgCard }) {
  const { t } = useTranslation();
  const name = useOrgName()(org);
  const introduction = useOrgIntroduction()(org);
  return (
    <Link to={`/organization/view/${org.id}`} className={`ht-lift-card ${styles.card}`}>
      <div className={styles.head}>
        <img src={org.logo} alt="" className={styles.logo} loading="lazy" />
        <div className={styles.names}>
          <h2>{name}</h2>
          {org.category ? (
            <Tag bordered={false} color="blue">
              {t(`orgCategory.${org.category}`)}
            </Tag>
          ) : null}
        </div>
      </div>
      <p className={styles.introduction}>{introduction}</p>
      <div className={styles.figures}>
        <span>{t('orgDirectory.meetings', { count: org.meetingCount })}</span>
        <span>{t('orgDirectory.courses', { count: org.courseCount })}</span>
        <span className={styles.enter}>
          {t('orgDirectory.enter')} <ArrowRightOutlined />
        </span>
      </div>
    </Link>
  );
}

/**
 * /organization (SPEC): the institutions on the platform, by kind and name, those with the most on
 * show first; each card leads to the institution's own site. Disabled ones never appear.
 */
export default function OrgDirectory({ loaderData: { category, keyword, page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const go = useQueryNav();
  return (
    <div className="ht-container">
      <header className={styles.top}>
        <div>
          <h1>{t('orgDirectory.title')}</h1>
          <p>{t('orgDirectory.subtitle')}</p>
        </div>
        <Input.Search
          allowClear
          className={styles.search}
          defaultValue={keyword}
          placeholder={t('orgDirectory.search')}
          aria-label={t('orgDirectory.search')}
          onSearch={(value) => go({ keyword: value.trim() || null, page: null })}
        />
      </header>
      <Tabs
        activeKey={category ?? 'all'}
        items={[
          { key: 'all', label: t('orgDirectory.all') },
          ...ORG_CATEGORIES.map((key) => ({ key, label: t(`orgCategory.${key}`) })),
        ]}
        onChange={(key) => go({ category: key === 'all' ? null : key, page: null })}
      />
      {page.list.length > 0 ? (
        <div className={styles.grid} data-testid="org-directory">
          {page.list.map((org) => (
            <OrgCard key={org.id} org={org} />
          ))}
        </div>
      ) : (
        <Empty description={t('orgDirectory.empty')} style={{ padding: '64px 0' }} />
      )}
      <ListPager page={page} className={styles.pager} />
    </div>
  );
}
