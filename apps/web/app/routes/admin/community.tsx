import type { TDictionary, TLabelRow } from '@huitang/contracts';
import { Button, Popconfirm, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/community';
import { serverApi } from '../../api/server';
import { PageTitle } from '../../components/account/page-title';
import { WordListEditor, useWordList } from '../../components/admin/word-list';
import { lazyDialog } from '../../components/forms/lazy-dialog';
import { pageTitle } from '../../lib/page-title';
import { authedDataOf } from '../../loaders/session.server';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import styles from '../../components/admin/admin.module.css';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.adminCommunity);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const api = serverApi(context);
  const [labels, dictionary] = await Promise.all([
    api.call('/admin/auth/label/list', {}),
    api.call('/admin/auth/search/word/list', {}),
  ]);
  return {
    labels: authedDataOf(labels, request, context),
    dictionary: authedDataOf(dictionary, request, context),
  };
};

// The label's dialog loads when first opened (issue 45).
const LabelDialog = lazyDialog(
  () => import('../../components/admin/label-dialog').then((module) => module.LabelDialog),
  (props) => props.editing !== null,
);

/** The community's labels (SPEC labelNo/labelName tabs) as the platform admin keeps them. */
function Labels({ labels }: { labels: TLabelRow[] }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { run } = useSubmit();
  const [editing, setEditing] = useState<Partial<TLabelRow> | null>(null);
  return (
    <section className={styles.section}>
      <div className={styles.toolbar}>
        <Typography.Title level={4}>{t('communityAdmin.labels')}</Typography.Title>
        <Button type="primary" onClick={() => setEditing({})}>
          {t('communityAdmin.addLabel')}
        </Button>
      </div>
      <Table
        rowKey="id"
        pagination={false}
        dataSource={labels}
        columns={[
          { title: t('communityAdmin.labelName'), dataIndex: 'labelName' },
          { title: t('communityAdmin.labelNameEn'), dataIndex: 'labelNameEn' },
          { title: t('communityAdmin.sort'), dataIndex: 'sort', width: 90 },
          { title: t('communityAdmin.blogCount'), dataIndex: 'blogCount', width: 90 },
          {
            title: '',
            width: 160,
            render: (_: unknown, label: TLabelRow) => (
              <>
                <Button type="link" onClick={() => setEditing(label)}>
                  {t('communityAdmin.edit')}
                </Button>
                <Popconfirm
                  title={t('communityAdmin.deleteLabelConfirm')}
                  onConfirm={() => void run(() => api.call('/admin/auth/label/delete', { id: label.id }))}
                >
                  <Button type="link" danger>
                    {t('communityAdmin.delete')}
                  </Button>
                </Popconfirm>
              </>
            ),
          },
        ]}
      />
      <LabelDialog editing={editing} onClose={() => setEditing(null)} />
    </section>
  );
}

/** The user dictionary of search (decision 033): words jieba keeps whole; a change rebuilds the index. */
function Dictionary({ initial }: { initial: TDictionary }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const [dictionary, change] = useWordList(initial);
  return (
    <WordListEditor
      title={t('communityAdmin.dictionary')}
      hint={t('communityAdmin.dictionaryHint')}
      texts={{
        word: t('communityAdmin.word'),
        placeholder: t('communityAdmin.wordPlaceholder'),
        add: t('communityAdmin.addWord'),
        empty: t('communityAdmin.noWords'),
      }}
      maxLength={20}
      words={dictionary.words}
      testId="dictionary-words"
      extra={
        <Tag color={dictionary.reindexing ? 'processing' : 'success'}>
          {dictionary.reindexing ? t('communityAdmin.rebuilding') : t('communityAdmin.rebuilt')}
        </Tag>
      }
      onAdd={(word) => change(() => api.call('/admin/auth/search/word/save', { word }))}
      onRemove={(word) => void change(() => api.call('/admin/auth/search/word/delete', { word }))}
    />
  );
}

/** /admin/community: the community's labels and the search dictionary. */
export default function AdminCommunity({ loaderData: { labels, dictionary } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('menu.adminCommunity')} />
      <Labels labels={labels} />
      <Dictionary initial={dictionary} />
    </>
  );
}
