import {
  QUESTION_KINDS,
  type TQuestion,
  type TQuestionCategory,
  type TQuestionKind,
} from '@huitang/contracts';
import { Button, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiData } from '../../state/use-api-data';

/** The bank as a list to pick from (SPEC selectIssue): filtered by kind, category and words, paged. */
export function QuestionPicker({
  categories,
  picked,
  onPick,
}: {
  categories: TQuestionCategory[];
  picked: Set<number>;
  onPick: (question: TQuestion) => void;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<{
    kind?: TQuestionKind;
    categoryId?: number;
    keyword?: string;
    pageCurrent: number;
  }>({
    pageCurrent: 1,
  });
  // The rows of the last page stay until the next page's reply, as a paged table does.
  const page = useApiData('/exam/auth/subject/list', { ...filter, pageSize: 10 }, { keep: true }).data ?? {
    list: [],
    totalCount: 0,
  };
  return (
    <div>
      <Space wrap style={{ marginBottom: 8 }}>
        <Select<TQuestionKind | ''>
          style={{ width: 130 }}
          value={filter.kind ?? ''}
          options={[
            { value: '', label: t('examAdmin.kind') },
            ...QUESTION_KINDS.map((value) => ({ value, label: t(`exam.kinds.${value}`) })),
          ]}
          onChange={(kind) => setFilter((old) => ({ ...old, kind: kind || undefined, pageCurrent: 1 }))}
        />
        <Select<number>
          style={{ width: 160 }}
          value={filter.categoryId ?? 0}
          options={[
            { value: 0, label: t('examAdmin.allCategories') },
            ...categories.map((c) => ({ value: c.id, label: c.categoryName })),
          ]}
          onChange={(id) => setFilter((old) => ({ ...old, categoryId: id || undefined, pageCurrent: 1 }))}
        />
        <Input.Search
          allowClear
          placeholder={t('examAdmin.searchQuestions')}
          onSearch={(keyword) =>
            setFilter((old) => ({ ...old, keyword: keyword.trim() || undefined, pageCurrent: 1 }))
          }
        />
      </Space>
      <Table<TQuestion>
        rowKey="id"
        // A comprehension question's sub-questions are not rows of the table.
        expandable={{ childrenColumnName: 'subRows' }}
        size="small"
        dataSource={page.list}
        pagination={{
          current: filter.pageCurrent,
          pageSize: 10,
          total: page.totalCount,
          onChange: (pageCurrent) => setFilter((old) => ({ ...old, pageCurrent })),
        }}
        columns={[
          {
            title: t('examAdmin.stem'),
            key: 'stem',
            render: (_, q) => (q.stem.length > 60 ? `${q.stem.slice(0, 60)}…` : q.stem),
          },
          {
            title: t('examAdmin.kind'),
            key: 'kind',
            width: 100,
            render: (_, q) => <Tag>{t(`exam.kinds.${q.kind}`)}</Tag>,
          },
          {
            title: t('common.actions'),
            key: 'add',
            width: 80,
            render: (_, q) => (
              <Button size="small" disabled={picked.has(q.id)} onClick={() => onPick(q)}>
                {picked.has(q.id) ? t('examAdmin.added') : t('examAdmin.add')}
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}
