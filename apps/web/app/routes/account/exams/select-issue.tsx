import { PlusOutlined } from '@ant-design/icons';
import {
  EXAM_PAPER_MODES,
  QUESTION_KINDS,
  type TExamPaperMode,
  type TQuestionKind,
} from '@huitang/contracts';
import { Button, Card, Form, Input, InputNumber, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Route } from './+types/select-issue';
import { serverApi } from '../../../api/server';
import { PageTitle } from '../../../components/account/page-title';
import { Labelled } from '../../../components/exam/labelled';
import { QuestionPicker } from '../../../components/exam/question-picker';
import { DIFFICULTY_NAMES } from '../../../components/exam/question-form';
import { pageTitle } from '../../../lib/page-title';
import { authedDataOf } from '../../../loaders/session.server';
import { useSubmit } from '../../../state/use-submit';
import { useAppServices } from '../../../state/app-services';
import { useExamPath } from '../../../components/exam/use-exam-path';
import { examPageQuery } from '../../../components/exam/exam-page-query';
import { loadTexts } from '../../../i18n';

await loadTexts('exam');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.examAdmin.addPaper);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const id = examPageQuery(new URL(request.url)).recordId;
  const api = serverApi(context);
  const [categories, paper] = await Promise.all([
    api.call('/exam/auth/category/list', {}),
    id ? api.call('/exam/auth/paper/view', { id }) : Promise.resolve(null),
  ]);
  return {
    categories: authedDataOf(categories, request, context),
    paper: paper ? authedDataOf(paper, request, context) : null,
  };
};

interface TItem {
  questionId: number;
  score: number;
  stem: string;
  kind: TQuestionKind;
}
interface TRule {
  kind: TQuestionKind;
  categoryId: number | null;
  difficulty: 1 | 2 | 3 | null;
  count: number;
  score: number;
  available?: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * /account/exams/selectIssue (SPEC exams selectIssue): a paper — its questions picked from the bank
 * with a score each, or rules drawing N questions per kind, category and difficulty for every
 * attempt — with its total and pass mark.
 */
export default function PaperEditor({ loaderData: { categories, paper } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const navigate = useNavigate();
  const examPath = useExamPath();
  const { busy, run } = useSubmit();
  const [paperName, setPaperName] = useState(paper?.paperName ?? '');
  const [mode, setMode] = useState<TExamPaperMode>(paper?.mode ?? 'fixed');
  const [passScore, setPassScore] = useState<number>(paper?.passScore ?? 60);
  const [items, setItems] = useState<TItem[]>(
    paper?.items.map((i) => ({
      questionId: i.questionId,
      score: i.score,
      stem: i.question.stem,
      kind: i.question.kind,
    })) ?? [],
  );
  const [rules, setRules] = useState<TRule[]>(
    paper?.rules.map((r) => ({ ...r, difficulty: r.difficulty as TRule['difficulty'] })) ?? [],
  );
  const total = round1(
    mode === 'fixed'
      ? items.reduce((s, i) => s + i.score, 0)
      : rules.reduce((s, r) => s + r.count * r.score, 0),
  );
  const setRule = (index: number, change: Partial<TRule>) =>
    setRules((old) => old.map((rule, i) => (i === index ? { ...rule, ...change } : rule)));

  const save = async () => {
    const reply = await run(() =>
      api.call('/exam/auth/paper/save', {
        ...(paper ? { id: paper.id } : {}),
        paperName,
        mode,
        passScore,
        items: mode === 'fixed' ? items.map(({ questionId, score }) => ({ questionId, score })) : [],
        rules: mode === 'random' ? rules.map(({ available: _available, ...rule }) => rule) : [],
      }),
    );
    if (reply) void navigate(examPath('/account/exams/myExamination?tab=papers'));
  };

  return (
    <>
      <PageTitle title={paper ? paper.paperName : t('examAdmin.addPaper')} />
      <Form layout="vertical" style={{ maxWidth: 960 }}>
        <Space wrap align="start">
          <Form.Item label={t('examAdmin.paperName')} required>
            <Input
              aria-label={t('examAdmin.paperName')}
              value={paperName}
              maxLength={100}
              style={{ width: 360 }}
              onChange={(e) => setPaperName(e.target.value)}
            />
          </Form.Item>
          <Form.Item label={t('examAdmin.mode')}>
            <Radio.Group
              value={mode}
              options={EXAM_PAPER_MODES.map((value) => ({ value, label: t(`examAdmin.modes.${value}`) }))}
              onChange={(e) => setMode(e.target.value as TExamPaperMode)}
            />
          </Form.Item>
          <Form.Item label={t('examAdmin.passScore')} required>
            <InputNumber
              aria-label={t('examAdmin.passScore')}
              min={0}
              max={1000}
              step={1}
              value={passScore}
              onChange={(v) => setPassScore(v ?? 0)}
            />
          </Form.Item>
          <Form.Item label={t('examAdmin.totalScore')}>
            <Typography.Text strong data-testid="paper-total">
              {total}
            </Typography.Text>
          </Form.Item>
        </Space>
        {mode === 'fixed' ? (
          <>
            <Card
              size="small"
              title={t('common.withNote', { text: t('examAdmin.picked'), note: items.length })}
              style={{ marginBottom: 16 }}
            >
              <Table<TItem>
                rowKey="questionId"
                size="small"
                dataSource={items}
                pagination={false}
                columns={[
                  { title: '#', key: 'n', width: 40, render: (_, __, index) => index + 1 },
                  { title: t('examAdmin.stem'), dataIndex: 'stem', ellipsis: true },
                  {
                    title: t('examAdmin.kind'),
                    key: 'kind',
                    width: 100,
                    render: (_, i) => <Tag>{t(`exam.kinds.${i.kind}`)}</Tag>,
                  },
                  {
                    title: t('examAdmin.scoreEach'),
                    key: 'score',
                    width: 110,
                    render: (_, item) => (
                      <InputNumber
                        size="small"
                        min={0.5}
                        max={1000}
                        step={1}
                        value={item.score}
                        aria-label={t('examAdmin.scoreEach')}
                        onChange={(value) =>
                          setItems((old) =>
                            old.map((i) =>
                              i.questionId === item.questionId ? { ...i, score: value ?? 0 } : i,
                            ),
                          )
                        }
                      />
                    ),
                  },
                  {
                    title: t('common.actions'),
                    key: 'remove',
                    width: 70,
                    render: (_, item) => (
                      <Button
                        type="link"
                        size="small"
                        danger
                        onClick={() => setItems((old) => old.filter((i) => i !== item))}
                      >
                        {t('examAdmin.remove')}
                      </Button>
                    ),
                  },
                ]}
              />
            </Card>
            <Card size="small" title={t('examAdmin.pickQuestions')}>
              <QuestionPicker
                categories={categories}
                picked={new Set(items.map((i) => i.questionId))}
                onPick={(q) =>
                  setItems((old) => [...old, { questionId: q.id, score: 5, stem: q.stem, kind: q.kind }])
                }
              />
            </Card>
          </>
        ) : (
          <Card size="small" title={t('examAdmin.rules')}>
            {rules.map((rule, index) => (
              <Space key={index} wrap style={{ display: 'flex', marginBottom: 8 }}>
                <Select<TQuestionKind>
                  style={{ width: 120 }}
                  value={rule.kind}
                  options={QUESTION_KINDS.map((value) => ({ value, label: t(`exam.kinds.${value}`) }))}
                  onChange={(kind) => setRule(index, { kind })}
                />
                <Select<number>
                  style={{ width: 150 }}
                  value={rule.categoryId ?? 0}
                  options={[
                    { value: 0, label: t('examAdmin.anyCategory') },
                    ...categories.map((c) => ({ value: c.id, label: c.categoryName })),
                  ]}
                  onChange={(id) => setRule(index, { categoryId: id || null })}
                />
                <Select<number>
                  style={{ width: 110 }}
                  value={rule.difficulty ?? 0}
                  options={[
                    { value: 0, label: t('examAdmin.anyDifficulty') },
                    ...([1, 2, 3] as const).map((value) => ({
                      value,
                      label: t(`exam.difficulties.${DIFFICULTY_NAMES[value]}`),
                    })),
                  ]}
                  onChange={(value) => setRule(index, { difficulty: (value || null) as TRule['difficulty'] })}
                />
                <Labelled before={t('examAdmin.count')}>
                  <InputNumber
                    min={1}
                    max={200}
                    aria-label={t('examAdmin.count')}
                    value={rule.count}
                    onChange={(count) => setRule(index, { count: count ?? 1 })}
                  />
                </Labelled>
                <Labelled before={t('examAdmin.scoreEach')}>
                  <InputNumber
                    min={0.5}
                    max={1000}
                    aria-label={t('examAdmin.scoreEach')}
                    value={rule.score}
                    onChange={(score) => setRule(index, { score: score ?? 1 })}
                  />
                </Labelled>
                {rule.available === undefined ? null : (
                  <Typography.Text type="secondary">
                    {t('examAdmin.available', { count: rule.available })}
                  </Typography.Text>
                )}
                <Button
                  type="link"
                  danger
                  onClick={() => setRules((old) => old.filter((_, i) => i !== index))}
                >
                  {t('examAdmin.remove')}
                </Button>
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() =>
                setRules((old) => [
                  ...old,
                  { kind: 'single', categoryId: null, difficulty: null, count: 5, score: 2 },
                ])
              }
            >
              {t('examAdmin.addRule')}
            </Button>
          </Card>
        )}
        <Button type="primary" style={{ marginTop: 16 }} loading={busy} onClick={() => void save()}>
          {t('examAdmin.save')}
        </Button>
      </Form>
    </>
  );
}
