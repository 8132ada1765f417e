import { linkTo, PAPER_STATUSES, type TPaperRecord, type TPaperStatus } from '@huitang/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Modal, Popconfirm, Select, Table } from 'antd';
import { useState } from 'react';
import type { Route } from './+types/solicit';
import { ConsolePage } from '../../../../components/console/console-page';
import { loadRows } from '../console-rows.server';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import { chinaClock } from '@huitang/contracts/china-time';
import { PaperDetail } from '../../../../components/paper/paper-detail';
import { PaperStatus } from '../../../../components/paper/paper-status';
import { pageTitle } from '../../../../lib/page-title';
import styles from '../../../../components/paper/paper.module.css';
import { loadTexts } from '../../../../i18n';

await loadTexts('paper');

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.console.menu.paperSolicit);

const PAGE_SIZE = 20;

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const [page, types, reviewers, settings] = await Promise.all([
    loadRows(request, context, '/meeting/auth/meeting/manuscript/record/list', { pageSize: PAGE_SIZE }),
    loadRows(request, context, '/meeting/auth/meeting/manuscript/type/list'),
    loadRows(request, context, '/meeting/auth/meeting/manuscript/reviewer/list'),
    loadRows(request, context, '/meeting/auth/meeting/manuscript/setting/view'),
  ]);
  return { page, types, reviewers, topics: settings.topics };
};

type TFilter = { typeId?: number; status?: TPaperStatus; topic?: string; keyword: string };
type TDialog = { kind: 'assign' } | { kind: 'decide'; decision: 'accepted' | 'rejected' } | null;

/**
 * /account/meeting/article/solicit (SPEC paper submissions): the papers with filters, each one's
 * authors, abstract, attachments and reviews; reviewers assigned to many at once, accept or reject
 * with a note to the authors, the list as xlsx, the attachments as a zip, batch delete.
 */
export default function PaperSubmissions({ loaderData }: Route.ComponentProps) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  const { types, reviewers, topics } = loaderData;
  const [page, setPage] = useState(loaderData.page);
  const [filter, setFilter] = useState<TFilter>({ keyword: '' });
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [mobiles, setMobiles] = useState<string[]>([]);
  const [note, setNote] = useState('');

  const load = async (pageCurrent = page.pageCurrent, next = filter) => {
    const reply = await api.call('/meeting/auth/meeting/manuscript/record/list', {
      meetingId,
      ...next,
      pageCurrent,
      pageSize: PAGE_SIZE,
    });
    if (reply.data) setPage(reply.data);
    setSelected([]);
  };
  const refilter = (patch: Partial<TFilter>) => {
    const next = { ...filter, ...patch };
    setFilter(next);
    void load(1, next);
  };
  const write = async (call: () => ReturnType<typeof api.call>) => {
    if (!(await run(call))) return;
    setDialog(null);
    await load();
  };
  const confirm = () => {
    if (dialog?.kind === 'assign')
      void write(() =>
        api.call('/meeting/auth/meeting/manuscript/review/assign', { meetingId, ids: selected, mobiles }),
      );
    else if (dialog?.kind === 'decide')
      void write(() =>
        api.call('/meeting/auth/meeting/manuscript/record/decide', {
          meetingId,
          ids: selected,
          decision: dialog.decision,
          note,
        }),
      );
  };

  return (
    <ConsolePage
      title={t('console.menu.paperSolicit')}
      lang={lang}
      extra={
        <div className={styles.toolbar}>
          <a href={linkTo('/meeting/auth/meeting/manuscript/record/export', { meetingId })} download>
            <Button size="middle" icon={<DownloadOutlined />}>
              {t('paper.exportList')}
            </Button>
          </a>
          <a href={linkTo('/meeting/auth/meeting/manuscript/record/download', { meetingId })} download>
            <Button size="middle" icon={<DownloadOutlined />}>
              {t('paper.downloadAll')}
            </Button>
          </a>
        </div>
      }
    >
      <div className={styles.toolbar}>
        <Input.Search
          style={{ width: 220 }}
          placeholder={t('paper.search')}
          aria-label={t('paper.search')}
          onSearch={(keyword) => refilter({ keyword })}
        />
        <Select<number | undefined>
          style={{ width: 140 }}
          aria-label={t('paper.type')}
          value={filter.typeId}
          onChange={(typeId) => refilter({ typeId })}
          placeholder={t('paper.allTypes')}
          allowClear
          options={types.map((type) => ({ value: type.id, label: type.name }))}
        />
        <Select<TPaperStatus | undefined>
          style={{ width: 120 }}
          aria-label={t('paper.status')}
          value={filter.status}
          onChange={(status) => refilter({ status })}
          placeholder={t('paper.allStatuses')}
          allowClear
          options={PAPER_STATUSES.map((status) => ({ value: status, label: t(`paper.statuses.${status}`) }))}
        />
        {topics.length ? (
          <Select<string | undefined>
            style={{ width: 140 }}
            aria-label={t('paper.topic')}
            value={filter.topic}
            onChange={(topic) => refilter({ topic })}
            placeholder={t('paper.allTopics')}
            allowClear
            options={topics.map((topic) => ({ value: topic, label: topic }))}
          />
        ) : null}
      </div>
      <div className={styles.toolbar}>
        <Button
          disabled={!selected.length || !reviewers.length}
          onClick={() => setDialog({ kind: 'assign' })}
        >
          {t('paper.assign')}
        </Button>
        <Button
          disabled={!selected.length}
          onClick={() => setDialog({ kind: 'decide', decision: 'accepted' })}
        >
          {t('paper.accept')}
        </Button>
        <Button
          disabled={!selected.length}
          onClick={() => setDialog({ kind: 'decide', decision: 'rejected' })}
        >
          {t('paper.reject')}
        </Button>
        <Popconfirm
          title={t('paper.deleteConfirm', { count: selected.length })}
          disabled={!selected.length}
          onConfirm={() =>
            void write(() =>
              api.call('/meeting/auth/meeting/manuscript/record/batch/delete', { meetingId, ids: selected }),
            )
          }
        >
          <Button danger disabled={!selected.length}>
            {t('paper.deleteSelected')}
          </Button>
        </Popconfirm>
      </div>
      <Table<TPaperRecord>
        rowKey="id"
        size="small"
        data-testid="paper-records"
        dataSource={page.list}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        expandable={{ expandedRowRender: (paper) => <PaperDetail paper={paper} /> }}
        pagination={{
          current: page.pageCurrent,
          pageSize: PAGE_SIZE,
          total: page.totalCount,
          showSizeChanger: false,
          onChange: (current) => void load(current),
        }}
        columns={[
          { title: '#', dataIndex: 'id', width: 60 },
          { title: t('paper.title'), dataIndex: 'title' },
          {
            title: t('paper.authors'),
            key: 'authors',
            width: 140,
            render: (_, paper) => paper.authors.map((author) => author.name).join(t('common.listSeparator')),
          },
          { title: t('paper.type'), dataIndex: 'typeName', width: 90 },
          {
            title: t('paper.status'),
            key: 'status',
            width: 90,
            render: (_, paper) => <PaperStatus status={paper.status} />,
          },
          {
            title: t('paper.average'),
            key: 'average',
            width: 110,
            render: (_, paper) =>
              paper.averageScore === null
                ? t('paper.noReviews')
                : t('paper.withDetail', {
                    name: paper.averageScore,
                    detail: `${paper.reviews.filter((review) => review.score !== null).length}/${paper.reviews.length}`,
                  }),
          },
          {
            title: t('paper.submittedAt'),
            key: 'submittedAt',
            width: 140,
            render: (_, paper) => chinaClock(paper.submittedAt),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 110,
            render: (_, paper) =>
              paper.files.length ? (
                <a
                  href={linkTo('/meeting/auth/meeting/manuscript/record/download', {
                    meetingId,
                    id: paper.id,
                  })}
                  download
                >
                  {t('paper.downloadOne')}
                </a>
              ) : null,
          },
        ]}
      />
      <Modal
        open={dialog !== null}
        title={
          dialog?.kind === 'assign'
            ? t('paper.assignTitle', { count: selected.length })
            : t('paper.decideTitle', {
                decision:
                  dialog?.kind === 'decide' && dialog.decision === 'accepted'
                    ? t('paper.accept')
                    : t('paper.reject'),
                count: selected.length,
              })
        }
        confirmLoading={busy}
        onOk={confirm}
        onCancel={() => setDialog(null)}
      >
        {dialog?.kind === 'assign' ? (
          <Checkbox.Group
            value={mobiles}
            onChange={(values) => setMobiles(values)}
            options={reviewers.map((reviewer) => ({
              value: reviewer.mobile,
              label: t('paper.withDetail', { name: reviewer.name, detail: reviewer.mobile }),
            }))}
          />
        ) : (
          <Input.TextArea
            rows={4}
            aria-label={t('paper.decisionNote')}
            placeholder={t('paper.decisionNote')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Modal>
    </ConsolePage>
  );
}
