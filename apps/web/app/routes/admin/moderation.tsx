import { MODERATION_TABS, type TModerationItem } from '@huitang/contracts';
import { Button, Empty, Popconfirm, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/moderation';
import { serverApi } from '../../api/server';
import { PageTitle } from '../../components/account/page-title';
import { WordListEditor, useWordList } from '../../components/admin/word-list';
import { ListPager } from '../../components/list-pager';
import { chinaTime } from '@huitang/contracts/china-time';
import { pageOfQuery, useQueryNav } from '../../lib/list-query';
import { pageTitle } from '../../lib/page-title';
import { authedDataOf } from '../../loaders/session.server';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/admin/admin.module.css';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.adminModeration);

const PAGE_SIZE = 20;
type TTab = (typeof MODERATION_TABS)[number];

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams;
  const tab: TTab = MODERATION_TABS.find((value) => value === query.get('tab')) ?? 'pending';
  const api = serverApi(context);
  const [page, words] = await Promise.all([
    api.call('/admin/auth/moderation/list', { tab, pageCurrent: pageOfQuery(query), pageSize: PAGE_SIZE }),
    api.call('/admin/auth/sensitive/list', {}),
  ]);
  return { tab, page: authedDataOf(page, request, context), words: authedDataOf(words, request, context) };
};

const pathOf = (item: TModerationItem) =>
  item.kind === 'blog'
    ? `/blog/article/${item.id}`
    : `/question/view/${item.kind === 'answer' ? item.questionId : item.id}`;
const STATUS_COLOR = { published: 'green', pending: 'orange', hidden: 'red' } as const;

/** The decisions that fit a post's state (decision 035). */
function Decisions({ item }: { item: TModerationItem }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const decide = (action: 'approve' | 'hide' | 'restore' | 'dismiss') =>
    void run(() => api.call('/admin/auth/moderation/decide', { kind: item.kind, id: item.id, action }));
  return (
    <Space wrap>
      {item.status === 'pending' ? (
        <Button size="small" type="primary" loading={busy} onClick={() => decide('approve')}>
          {t('moderationAdmin.approve')}
        </Button>
      ) : null}
      {item.status === 'hidden' ? (
        <Button size="small" loading={busy} onClick={() => decide('restore')}>
          {t('moderationAdmin.restore')}
        </Button>
      ) : (
        <Popconfirm title={t('moderationAdmin.hideConfirm')} onConfirm={() => decide('hide')}>
          <Button size="small" danger loading={busy}>
            {t('moderationAdmin.hide')}
          </Button>
        </Popconfirm>
      )}
      {item.reportCount > 0 ? (
        <Button size="small" loading={busy} onClick={() => decide('dismiss')}>
          {t('moderationAdmin.dismiss')}
        </Button>
      ) : null}
    </Space>
  );
}

/** The sensitive words: posts with one wait for review, comments with one are refused. */
function SensitiveWords({ initial }: { initial: { word: string }[] }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const [words, change] = useWordList(initial);
  return (
    <WordListEditor
      title={t('moderationAdmin.words')}
      hint={t('moderationAdmin.wordsHint')}
      texts={{
        word: t('moderationAdmin.word'),
        placeholder: t('moderationAdmin.wordPlaceholder'),
        add: t('moderationAdmin.addWord'),
        empty: t('moderationAdmin.noWords'),
      }}
      maxLength={30}
      words={words}
      testId="sensitive-words"
      onAdd={(word) => change(() => api.call('/admin/auth/sensitive/save', { word }))}
      onRemove={(word) => void change(() => api.call('/admin/auth/sensitive/delete', { word }))}
    />
  );
}

/**
 * /admin/moderation: blogs, questions and answers waiting for review, reported by readers, or
 * hidden, each with the decisions that fit it; and the sensitive words.
 */
export default function AdminModeration({ loaderData: { tab, page, words } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const go = useQueryNav();
  return (
    <>
      <PageTitle title={t('menu.adminModeration')} />
      <section className={styles.section}>
        <Tabs
          activeKey={tab}
          onChange={(key) => go({ tab: key === 'pending' ? null : key, page: null })}
          items={MODERATION_TABS.map((key) => ({ key, label: t(`moderationAdmin.tabs.${key}`) }))}
        />
        <Table<TModerationItem>
          rowKey={(item) => `${item.kind}-${item.id}`}
          pagination={false}
          tableLayout="fixed"
          dataSource={page.list}
          locale={{ emptyText: <Empty description={t('moderationAdmin.empty')} /> }}
          data-testid="moderation-queue"
          columns={[
            {
              title: t('moderationAdmin.kind'),
              width: 70,
              render: (_, item) => <Tag>{t(`moderationAdmin.kinds.${item.kind}`)}</Tag>,
            },
            {
              title: t('moderationAdmin.post'),
              render: (_, item) => (
                <>
                  <Link to={pathOf(item)} target="_blank">
                    {item.title}
                  </Link>
                  <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                    {item.excerpt}
                  </Typography.Paragraph>
                </>
              ),
            },
            {
              title: t('moderationAdmin.author'),
              width: 160,
              render: (_, item) => (
                <>
                  <div>{item.author.name}</div>
                  <Typography.Text type="secondary">{chinaTime(item.gmtModified)}</Typography.Text>
                </>
              ),
            },
            {
              title: t('moderationAdmin.reports'),
              width: 150,
              render: (_, item) =>
                item.reportCount > 0 ? (
                  <>
                    <Tag color="red">{t('moderationAdmin.reportCount', { count: item.reportCount })}</Tag>
                    <div>{item.reasons.join(t('common.clauseSeparator'))}</div>
                  </>
                ) : null,
            },
            {
              title: t('moderationAdmin.status'),
              width: 90,
              render: (_, item) => (
                <Tag color={STATUS_COLOR[item.status]}>{t(`moderationAdmin.statuses.${item.status}`)}</Tag>
              ),
            },
            {
              title: t('moderationAdmin.actions'),
              width: 200,
              render: (_, item) => <Decisions item={item} />,
            },
          ]}
        />
        <ListPager page={page} />
      </section>
      <SensitiveWords initial={words} />
    </>
  );
}
