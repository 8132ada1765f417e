import { ZTimeState, type TTimeState } from '@huitang/contracts';
import { Empty, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/list';
import { dataOf, listOf, serverApi } from '../../api/server';
import { ListPager } from '../../components/list-pager';
import { FilterRow } from '../../components/meeting/filter-row';
import { meetingTitle } from '../../components/meeting/console-title';
import { MeetingGrid } from '../../components/meeting/meeting-card';
import { keywordOfQuery, pageOfQuery, useQueryNav } from '../../lib/list-query';
import styles from '../../components/meeting/meeting-cards.module.css';
import { loadTexts } from '../../i18n';
import { idOrUndefined } from '../../lib/route-id';
import { SHARED_SHELL } from '../../lib/session/visitor';
import { PHONE_READY, usePhone } from '../../lib/phone';

await loadTexts('meeting');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

/** The same page for everybody; a signed-in visitor's header is spliced in (lib/session/visitor.tsx). */
export const handle = { ...SHARED_SHELL, ...PHONE_READY };

export const meta: Route.MetaFunction = ({ matches }) =>
  meetingTitle(matches[0].loaderData, (texts) => texts.meeting.centre);

const PAGE_SIZE = 12;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const api = serverApi(context);
  const query = new URL(request.url).searchParams;
  const keyword = keywordOfQuery(query);
  const categoryId = idOrUndefined(query.get('categoryId'));
  const parsedState = ZTimeState.safeParse(query.get('timeState'));
  const timeState = parsedState.success ? parsedState.data : undefined;
  const [page, categories] = await Promise.all([
    api.call('/meeting/api/meeting/info/list', {
      pageCurrent: pageOfQuery(query),
      pageSize: PAGE_SIZE,
      ...(keyword ? { keyword } : {}),
      ...(categoryId ? { categoryId } : {}),
      ...(timeState ? { timeState } : {}),
    }),
    api.call('/meeting/api/meeting/category/category/name/list', {}),
  ]);
  return { page: dataOf(page), categories: listOf(categories), keyword, categoryId, timeState };
};

const STATES: TTimeState[] = ['notStarted', 'inProgress', 'ended'];

/** /meeting: listed meetings, filtered by category and time state, searchable, paged. */
export default function MeetingList({ loaderData }: Route.ComponentProps) {
  const { page, categories, keyword, categoryId, timeState } = loaderData;
  const { t } = useTranslation();
  const go = useQueryNav();
  const phone = usePhone();
  return (
    <div className={`ht-container ${styles.listPage}`}>
      <div className={styles.listHead}>
        <h1>{t('meeting.centre')}</h1>
        <Input.Search
          size={phone ? 'large' : 'middle'}
          defaultValue={keyword}
          allowClear
          placeholder={t('meeting.searchPlaceholder')}
          className={styles.listSearch}
          onSearch={(value) => go({ keyword: value.trim() || null, page: null })}
        />
      </div>
      <div className={styles.filters}>
        {categories.length > 0 ? (
          <FilterRow
            label={t('meeting.category')}
            value={categoryId ? String(categoryId) : undefined}
            options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
            onPick={(value) => go({ categoryId: value, page: null })}
          />
        ) : null}
        <FilterRow
          label={t('meeting.state')}
          value={timeState}
          options={STATES.map((state) => ({ value: state, label: t(`meetingTime.${state}`) }))}
          onPick={(value) => go({ timeState: value, page: null })}
        />
      </div>
      {page.list.length > 0 ? (
        <MeetingGrid meetings={page.list} />
      ) : (
        <Empty className={styles.empty} description={t('meeting.empty')} />
      )}
      <ListPager page={page} className={styles.pager} />
    </div>
  );
}
