import type { Route } from './+types/notice';
import { ChildEditor } from '../../../components/console/child-editor';
import { ConsolePage } from '../../../components/console/console-page';
import { meetingTitle } from '../../../components/meeting/console-title';
import { LangField, textOf } from '../../../components/console/lang-field';
import { loadRows } from './console-rows.server';
import { useConsoleWrites } from '../../../components/console/use-console-writes';
import { chinaTime } from '@huitang/contracts/china-time';
import { ZNoticeSave } from '@huitang/contracts';
import { ContractLimits } from '../../../components/forms/contract-limits';

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  meetingTitle(matches[0].loaderData, (texts) => texts.console.menu.notice);

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  notices: (await loadRows(request, context, '/meeting/auth/meeting/notice/list')).map((notice) => ({
    ...notice,
    created: chinaTime(notice.gmtCreate),
  })),
});

interface TNoticeRow {
  id: number;
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
  created: string;
}
type TNoticeValues = Pick<TNoticeRow, 'title' | 'titleEn' | 'content' | 'contentEn'>;

/** /account/meeting/notice: the meeting's notices, shown on its public page newest first. */
export default function Notices({ loaderData: { notices } }: Route.ComponentProps) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  return (
    <ConsolePage title={t('console.menu.notice')} lang={lang}>
      <ChildEditor<TNoticeRow, TNoticeValues>
        rows={notices}
        busy={busy}
        addText={t('console.notice.add')}
        emptyText={t('console.notice.empty')}
        dialogWidth={760}
        columns={[
          {
            title: t('console.notice.title'),
            key: 'title',
            render: (_, n) => textOf(lang, n.title, n.titleEn),
          },
          { title: t('console.notice.created'), dataIndex: 'created', width: 180 },
        ]}
        dialogTitle={(row) => (row ? t('console.notice.edit') : t('console.notice.add'))}
        initialValues={(row) => row ?? {}}
        fields={
          <ContractLimits schema={ZNoticeSave}>
            <>
              <LangField name="title" label={t('console.notice.title')} lang={lang} required />
              <LangField
                name="content"
                label={t('console.notice.content')}
                lang={lang}
                kind="html"
                rows={10}
                required
              />
            </>
          </ContractLimits>
        }
        onSave={async (values, row) =>
          !!(await run(() =>
            api.call('/meeting/auth/meeting/notice/save', { ...values, meetingId, id: row?.id }),
          ))
        }
        onDelete={(row) => run(() => api.call('/meeting/auth/meeting/notice/delete', { id: row.id }))}
      />
    </ConsolePage>
  );
}
