import { EXAM_PHASES, type TExamPhase } from '@huitang/contracts';
import { Empty, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/list';
import { dataOf, serverApi } from '../../api/server';
import { ExamFacts, ExamPhaseTag } from '../../components/exam/exam-facts';
import { ListPager } from '../../components/list-pager';
import { FilterRow } from '../../components/meeting/filter-row';
import { keywordOfQuery, pageOfQuery, useQueryNav } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { SHARED_SHELL } from '../../lib/session/visitor';
import { PHONE_READY } from '../../lib/phone';
import cards from '../../components/meeting/meeting-cards.module.css';
import styles from '../../components/exam/exam.module.css';
import { loadTexts } from '../../i18n';

await loadTexts('exam', 'meeting');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = { ...SHARED_SHELL, ...PHONE_READY };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.exam.listTitle);

const PAGE_SIZE = 12;
const isPhase = (value: string | null): value is TExamPhase => EXAM_PHASES.some((phase) => phase === value);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const keyword = keywordOfQuery(query);
  const wanted = query.get('phase');
  const phase = isPhase(wanted) ? wanted : undefined;
  const page = await serverApi(context).call('/exam/api/exam/list', {
    pageCurrent: pageOfQuery(query),
    pageSize: PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
    ...(phase ? { phase } : {}),
  });
  return { page: dataOf(page), keyword, phase };
};

/** /exam (SPEC exam): published exams, open ones first, then the coming ones, then those over. */
export default function ExamList({ loaderData: { page, keyword, phase } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const go = useQueryNav();
  return (
    <div className={`ht-container ${cards.listPage}`}>
      <div className={cards.listHead}>
        <h1>{t('exam.listTitle')}</h1>
        <Input.Search
          defaultValue={keyword}
          allowClear
          className={cards.listSearch}
          onSearch={(value) => go({ keyword: value.trim() || null, page: null })}
        />
      </div>
      <div className={cards.filters}>
        <FilterRow
          label={t('examAdmin.status')}
          value={phase}
          options={EXAM_PHASES.map((value) => ({ value, label: t(`exam.phases.${value}`) }))}
          onPick={(value) => go({ phase: value, page: null })}
        />
      </div>
      {page.list.length ? (
        <div className={styles.cards}>
          {page.list.map((exam) => (
            <Link key={exam.id} to={`/exam/view/${exam.id}`} className={styles.card}>
              <div className={styles.cardName}>
                <ExamPhaseTag phase={exam.phase} /> {exam.examName}
              </div>
              <ExamFacts exam={exam} className={styles.muted} />
            </Link>
          ))}
        </div>
      ) : (
        <Empty description={t('exam.empty')} />
      )}
      <ListPager page={page} className={styles.pager} />
    </div>
  );
}
