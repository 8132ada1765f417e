import type { TCourseKind } from '@huitang/contracts';
import { Empty, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Route } from './+types/list';
import { dataOf, serverApi } from '../../api/server';
import { CourseCardView } from '../../components/course/course-card';
import { ListPager } from '../../components/list-pager';
import { FilterRow } from '../../components/meeting/filter-row';
import { keywordOfQuery, pageOfQuery, useQueryNav } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { kindOfPath } from '../../components/course/course-paths';
import { SHARED_SHELL } from '../../lib/session/visitor';
import { PHONE_READY, usePhone } from '../../lib/phone';
import styles from '../../components/meeting/meeting-cards.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('course', 'meeting');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

/** The same page for everybody; a signed-in visitor's header is spliced in (lib/session/visitor.tsx). */
export const handle = { ...SHARED_SHELL, ...PHONE_READY };

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageTitle(matches[0].loaderData, (texts) =>
    data?.sale
      ? texts.course.catalog.saleTitle
      : data?.kind === 'library'
        ? texts.course.catalog.libraryTitle
        : data?.kind === 'live'
          ? texts.course.catalog.liveTitle
          : data?.kind === 'resource'
            ? texts.course.catalog.resourceTitle
            : texts.course.catalog.title,
  );

const PAGE_SIZE = 12;
const PRICES = ['free', 'paid', 'vip'] as const;
type TPrice = (typeof PRICES)[number];
const isPrice = (value: string | null): value is TPrice => PRICES.some((price) => price === value);

/** The kinds on sale, as /sale/:type names them. */
const SALE_KINDS = ['vod', 'library'] as const satisfies TCourseKind[];

export const loader = async ({ request, context, params }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const query = url.searchParams;
  // /sale/:type? lists one kind's courses below their list price (SPEC sale).
  const sale = url.pathname.startsWith('/sale');
  const kind = sale ? (SALE_KINDS.find((one) => one === params.type) ?? 'vod') : kindOfPath(url.pathname);
  const keyword = keywordOfQuery(query);
  const wanted = query.get('price');
  const price = sale ? 'sale' : isPrice(wanted) ? wanted : undefined;
  const categoryId = Number(query.get('category')) || undefined;
  const api = serverApi(context);
  const [page, categories] = await Promise.all([
    api.call('/course/api/course/list', {
      kind,
      pageCurrent: pageOfQuery(query),
      pageSize: PAGE_SIZE,
      ...(keyword ? { keyword } : {}),
      ...(price ? { price } : {}),
      ...(categoryId ? { categoryId } : {}),
    }),
    api.call('/course/api/category/list', { kind }),
  ]);
  return {
    page: dataOf(page),
    categories: dataOf(categories),
    category: categoryId ? String(categoryId) : undefined,
    keyword,
    price,
    kind,
    sale,
  };
};

/**
 * /list, /library, /live and /resource (SPEC course list, library, live, resource): listed
 * on-demand courses, document libraries, live courses (on air first, then the soonest) or resources,
 * free, paid or in the VIP plan,
 * searchable, paged; /sale/:type? the same below their list price.
 */
export default function CourseList({ loaderData }: Route.ComponentProps) {
  const { page, categories, category, keyword, price, kind, sale } = loaderData;
  const { t } = useTranslation();
  const go = useQueryNav();
  const navigate = useNavigate();
  const phone = usePhone();
  const title = sale
    ? t('course.catalog.saleTitle')
    : kind === 'library'
      ? t('course.catalog.libraryTitle')
      : kind === 'live'
        ? t('course.catalog.liveTitle')
        : kind === 'resource'
          ? t('course.catalog.resourceTitle')
          : t('course.catalog.title');
  return (
    <div className={`ht-container ${styles.listPage}`}>
      <div className={styles.listHead}>
        <h1>{title}</h1>
        <Input.Search
          size={phone ? 'large' : 'middle'}
          defaultValue={keyword}
          allowClear
          placeholder={t('course.catalog.searchPlaceholder')}
          className={styles.listSearch}
          onSearch={(value) => go({ keyword: value.trim() || null, page: null })}
        />
      </div>
      {sale ? (
        <>
          <p className={styles.listIntro}>{t('course.catalog.saleIntro')}</p>
          <Tabs
            activeKey={kind}
            onChange={(key) => void navigate(`/sale/${key}`)}
            items={SALE_KINDS.map((key) => ({
              key,
              label: key === 'library' ? t('course.catalog.libraryTitle') : t('course.catalog.title'),
            }))}
          />
        </>
      ) : (
        <div className={styles.filters}>
          {categories.length > 0 ? (
            <FilterRow
              label={t('course.category')}
              value={category}
              options={categories.map((one) => ({ value: String(one.id), label: one.categoryName }))}
              onPick={(value) => go({ category: value, page: null })}
            />
          ) : null}
          <FilterRow
            label={t('course.price')}
            value={price}
            options={PRICES.map((value) => ({ value, label: t(`course.catalog.${value}`) }))}
            onPick={(value) => go({ price: value, page: null })}
          />
        </div>
      )}
      {page.list.length > 0 ? (
        <div className={styles.grid}>
          {page.list.map((course) => (
            <CourseCardView key={course.id} course={course} />
          ))}
        </div>
      ) : (
        <Empty
          className={styles.empty}
          description={sale ? t('course.catalog.saleEmpty') : t('course.catalog.empty')}
        />
      )}
      <ListPager page={page} className={styles.pager} />
    </div>
  );
}
