import { SEARCH_COUNT_CAP, SearchType } from '@huitang/contracts';
import { Button, Empty, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/search';
import { dataOf, serverApi } from '../api/server';
import { ListPager } from '../components/list-pager';
import { MeetingGrid } from '../components/meeting/meeting-card';
import { SearchHits } from '../components/search/search-hits';
import { pageOfQuery } from '../lib/list-query';
import { pageTitle } from '../lib/page-title';
import { useAppServices } from '../state/app-services';
import cards from '../components/meeting/meeting-cards.module.css';
import styles from './search.module.css';
import { loadTexts } from '../i18n';

await loadTexts('search');

export { RouteErrorBoundary as ErrorBoundary } from '../components/error/error-page';

const PAGE_SIZE = 12;
/** What the search API takes (contracts ZSearchRequest). */
const KEYWORD_MAX = 50;

/**
 * The search types (SPEC "Site header") that have content today, each a tab; meetings are the
 * default type 0. Information articles (8) join when they exist.
 */
const TABS = [
  { type: SearchType.ALL, label: 'search.tabs.meetings' },
  { type: SearchType.VOD, label: 'search.tabs.courses' },
  { type: SearchType.LIVE, label: 'search.tabs.live' },
  { type: SearchType.RESOURCE, label: 'search.tabs.resources' },
  { type: SearchType.EXAM, label: 'search.tabs.exams' },
  { type: SearchType.BLOG, label: 'search.tabs.blogs' },
  { type: SearchType.QUESTION, label: 'search.tabs.questions' },
  { type: SearchType.INFO, label: 'search.tabs.info' },
] as const;
const tabOf = (type: string | null) => TABS.find((tab) => String(tab.type) === type) ?? TABS[0];

export const loader = async ({ params, request, context }: Route.LoaderArgs) => {
  const keyword = (params.str ?? '').trim().slice(0, KEYWORD_MAX);
  const query = new URL(request.url).searchParams;
  const type = tabOf(query.get('type')).type;
  if (!keyword) return { keyword, type, meetings: null, hits: null };
  const api = serverApi(context);
  const paging = { keyword, pageCurrent: pageOfQuery(query), pageSize: PAGE_SIZE };
  if (type === SearchType.ALL)
    return {
      keyword,
      type,
      hits: null,
      meetings: dataOf(await api.call('/meeting/api/meeting/info/search/list', paging)),
    };
  return {
    keyword,
    type,
    meetings: null,
    hits: dataOf(await api.call('/system/api/search/list', { ...paging, type })),
  };
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches[0].loaderData, (texts) =>
    loaderData?.keyword ? `${loaderData.keyword} - ${texts.search.title}` : texts.search.title,
  );

/** /search/:str?: what the header's search box found, by type, paged. */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { keyword, type, meetings, hits } = loaderData;
  const page = meetings ?? hits;
  const { t } = useTranslation();
  const { toast } = useAppServices();
  const navigate = useNavigate();
  const search = (text: string, nextType: number = type) => {
    const query = text.trim();
    if (!query) {
      toast(t('header.searchEmpty'), 'error');
      return;
    }
    void navigate(`/search/${encodeURIComponent(query)}?type=${nextType}`);
  };

  return (
    <div className={`ht-container ${styles.page}`}>
      <div className={styles.panel}>
        <Input.Search
          key={keyword}
          size="large"
          defaultValue={keyword}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          enterButton={t('search.submit')}
          maxLength={KEYWORD_MAX}
          className={styles.input}
          onSearch={(text) => search(text)}
        />
        <Tabs
          className={styles.tabs}
          activeKey={String(type)}
          items={TABS.map((tab) => ({ key: String(tab.type), label: t(tab.label) }))}
          onChange={(key) => (keyword ? search(keyword, Number(key)) : undefined)}
        />
      </div>
      {!page ? (
        <Empty className={cards.empty} description={t('header.searchEmpty')} />
      ) : page.totalCount > 0 ? (
        <>
          <p className={styles.summary}>
            {meetings
              ? t('search.found', { count: page.totalCount })
              : page.totalCount > SEARCH_COUNT_CAP
                ? t('search.foundMany', { count: SEARCH_COUNT_CAP })
                : t('search.foundAny', { count: page.totalCount })}
          </p>
          {meetings ? <MeetingGrid meetings={meetings.list} /> : <SearchHits hits={hits?.list ?? []} />}
          <ListPager page={page} className={cards.pager} />
        </>
      ) : (
        <Empty
          className={cards.empty}
          description={
            <>
              <div className={styles.none}>
                {meetings ? t('search.none', { keyword }) : t('search.noneAny', { keyword })}
              </div>
              <div className={styles.noneHint}>
                {meetings ? t('search.noneHint') : t('search.noneAnyHint')}
              </div>
            </>
          }
        >
          {meetings ? (
            <Link to="/meeting">
              <Button type="primary">{t('search.browseAll')}</Button>
            </Link>
          ) : null}
        </Empty>
      )}
    </div>
  );
}
