import { QUESTION_KINDS, linkTo, uploadTo, type TQuestion, type TQuestionKind } from '@huitang/contracts';
import { Button, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/bank';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { CategoryPanel } from '../../../components/exam/category-panel';
import { lazyDialog } from '../../../components/forms/lazy-dialog';
import { DIFFICULTY_NAMES } from '../../../components/exam/question-form';
import { ListPager } from '../../../components/list-pager';
import { useSheetImport } from '../../../components/forms/sheet-import';
import { chinaTime } from '@huitang/contracts/china-time';
import { keywordPageRequest, useQueryNav } from '../../../lib/list-query';
import { pageTitle } from '../../../lib/page-title';
import { authedDataOf } from '../../../loaders/session.server';
import { useSubmit } from '../../../state/use-submit';
import { useAppServices } from '../../../state/app-services';
import console from '../../../components/console/console.module.css';
import styles from '../../../components/exam/exam.module.css';
import { loadTexts } from '../../../i18n';

// Loaded when first opened (components/forms/lazy-dialog.tsx).
const QuestionEditor = lazyDialog(
  () => import('../../../components/exam/question-editor').then((module) => module.QuestionEditor),
  (props) => props.question !== null,
);

await loadTexts('exam');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.questionBank);

const isKind = (value: string | null) => QUESTION_KINDS.find((kind) => kind === value);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const query = url.searchParams;
  // /account/subject/comprehend (SPEC subject comprehend) is the bank's comprehension questions.
  const kind = url.pathname.replace(/\.data$/, '').endsWith('/comprehend')
    ? 'material'
    : isKind(query.get('kind'));
  const categoryId = Number(query.get('category')) || undefined;
  const difficulty = [1, 2, 3].find((d) => d === Number(query.get('difficulty'))) as 1 | 2 | 3 | undefined;
  const { keyword, body } = keywordPageRequest(request, 20);
  const api = serverApi(context);
  const [categories, page] = await Promise.all([
    api.call('/exam/auth/category/list', {}),
    api.call('/exam/auth/subject/list', {
      ...body,
      ...(kind ? { kind } : {}),
      ...(categoryId ? { categoryId } : {}),
      ...(difficulty ? { difficulty } : {}),
    }),
  ]);
  return {
    categories: authedDataOf(categories, request, context),
    page: authedDataOf(page, request, context),
    kind: kind ?? null,
    categoryId,
    difficulty: difficulty ?? null,
    keyword,
  };
};

/**
 * /account/subject/add and /account/subject/comprehend (SPEC subject): the question bank — categories
 * on the left, the questions filtered by kind, difficulty and words, and the editor for every kind.
 */
export default function QuestionBank({ loaderData }: Route.ComponentProps) {
  const { categories, page, kind, categoryId, difficulty, keyword } = loaderData;
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const go = useQueryNav();
  const [editing, setEditing] = useState<TQuestion | 'new' | null>(null);
  const revalidator = useRevalidator();
  const sheet = useSheetImport({
    uploadUrl: uploadTo('/exam/auth/subject/import', {}),
    templateHref: linkTo('/exam/auth/subject/import/template', {}),
    labels: {
      template: t('examAdmin.importTemplate'),
      import: t('examAdmin.importQuestions'),
      failed: t('examAdmin.importFailed'),
    },
    onImported: () => revalidator.revalidate(),
  });
  return (
    <>
      <PageTitle title={t('menu.questionBank')} />
      <div style={{ display: 'grid', gridTemplateColumns: '180px minmax(0, 1fr)', gap: 16 }}>
        <CategoryPanel
          categories={categories}
          chosen={categoryId}
          onPick={(id) => go({ category: id ? String(id) : null, page: null })}
        />
        <div>
          <div className={console.toolbar}>
            <Space wrap>
              <Select<TQuestionKind | 'all'>
                style={{ width: 130 }}
                value={kind ?? 'all'}
                aria-label={t('examAdmin.kind')}
                options={[
                  { value: 'all', label: t('examAdmin.kind') },
                  ...QUESTION_KINDS.map((value) => ({ value, label: t(`exam.kinds.${value}`) })),
                ]}
                onChange={(value) => go({ kind: value === 'all' ? null : value, page: null })}
              />
              <Select<number>
                style={{ width: 110 }}
                value={difficulty ?? 0}
                options={[
                  { value: 0, label: t('examAdmin.difficulty') },
                  ...([1, 2, 3] as const).map((value) => ({
                    value,
                    label: t(`exam.difficulties.${DIFFICULTY_NAMES[value]}`),
                  })),
                ]}
                onChange={(value) => go({ difficulty: value ? String(value) : null, page: null })}
              />
              <Input.Search
                defaultValue={keyword}
                allowClear
                placeholder={t('examAdmin.searchQuestions')}
                style={{ width: 240 }}
                onSearch={(value) => go({ keyword: value.trim() || null, page: null })}
              />
            </Space>
            <Space wrap>
              {sheet.buttons}
              <Button type="primary" onClick={() => setEditing('new')}>
                {t('examAdmin.addQuestion')}
              </Button>
            </Space>
          </div>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }} data-testid="import-help">
            {t('examAdmin.importHelp')}
          </Typography.Paragraph>
          {sheet.refusals}
          <Table<TQuestion>
            rowKey="id"
            // A comprehension question's sub-questions are not rows of the table.
            expandable={{ childrenColumnName: 'subRows' }}
            dataSource={page.list}
            pagination={false}
            columns={[
              {
                title: t('examAdmin.stem'),
                key: 'stem',
                render: (_, q) => (
                  <>
                    <div className={styles.stem} style={{ marginBottom: 0 }}>
                      {q.stem.length > 80 ? `${q.stem.slice(0, 80)}…` : q.stem}
                    </div>
                    {q.children.length ? (
                      <div className={styles.muted}>
                        {t('common.labelled', { label: t('examAdmin.children'), value: q.children.length })}
                      </div>
                    ) : null}
                  </>
                ),
              },
              {
                title: t('examAdmin.kind'),
                key: 'kind',
                width: 100,
                render: (_, q) => <Tag>{t(`exam.kinds.${q.kind}`)}</Tag>,
              },
              {
                title: t('examAdmin.difficulty'),
                key: 'difficulty',
                width: 70,
                render: (_, q) => t(`exam.difficulties.${DIFFICULTY_NAMES[q.difficulty as 1 | 2 | 3]}`),
              },
              {
                title: t('examAdmin.category'),
                key: 'category',
                width: 100,
                render: (_, q) => q.categoryName || t('examAdmin.noCategory'),
              },
              {
                title: t('examAdmin.updatedAt'),
                key: 'updatedAt',
                width: 100,
                render: (_, q) => chinaTime(q.updatedAt).slice(0, 10),
              },
              {
                title: t('common.actions'),
                key: 'actions',
                width: 110,
                render: (_, q) => (
                  <Space size={4}>
                    <Button type="link" size="small" onClick={() => setEditing(q)}>
                      {t('examAdmin.edit')}
                    </Button>
                    <Popconfirm
                      title={t('examAdmin.deleteConfirm')}
                      onConfirm={() => void run(() => api.call('/exam/auth/subject/delete', { id: q.id }))}
                    >
                      <Button type="link" size="small" danger>
                        {t('examAdmin.delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
          <ListPager page={page} className={styles.pager} />
        </div>
      </div>
      <QuestionEditor
        question={editing}
        categories={categories}
        defaultKind={kind ?? 'single'}
        busy={busy}
        onSave={async (save) => !!(await run(() => api.call('/exam/auth/subject/save', save)))}
        defaultCategoryId={categoryId ?? null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
