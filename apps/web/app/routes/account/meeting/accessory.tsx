import type { TCallResponse } from '@huitang/contracts';
import type { Route } from './+types/accessory';
import { ContractLimits } from '../../../components/forms/contract-limits';
import { ChildEditor } from '../../../components/console/child-editor';
import { ConsolePage } from '../../../components/console/console-page';
import { meetingTitle } from '../../../components/meeting/console-title';
import { LazyNamedFileField } from '../../../components/console/lazy-file-field';
import { LangField, textOf } from '../../../components/console/lang-field';
import { loadRows } from './console-rows.server';
import { accessoryPath } from '../../../components/meeting/paths';
import { useConsoleWrites } from '../../../components/console/use-console-writes';
import { ZAccessorySave } from '@huitang/contracts';

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  meetingTitle(matches[0].loaderData, (texts) => texts.console.menu.accessory);

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  accessories: await loadRows(request, context, '/meeting/auth/meeting/meetingAccessory/list'),
});

type TAccessory = TCallResponse<'/meeting/auth/meeting/meetingAccessory/list'>[number];
type TAccessoryValues = Pick<TAccessory, 'name' | 'nameEn' | 'fileUrl'>;

/** /account/meeting/accessory: documents visitors download from the meeting's page. */
export default function Accessories({ loaderData: { accessories } }: Route.ComponentProps) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  return (
    <ConsolePage title={t('console.menu.accessory')} lang={lang}>
      <ChildEditor<TAccessory, TAccessoryValues>
        rows={accessories}
        busy={busy}
        addText={t('console.accessory.add')}
        emptyText={t('console.accessory.empty')}
        columns={[
          {
            title: t('console.accessory.name'),
            key: 'name',
            render: (_, row) => textOf(lang, row.name, row.nameEn),
          },
          {
            title: t('console.accessory.download'),
            key: 'download',
            width: 120,
            render: (_, row) => <a href={accessoryPath(row.id)}>{t('console.accessory.download')}</a>,
          },
        ]}
        dialogTitle={(row) => (row ? t('console.accessory.edit') : t('console.accessory.add'))}
        initialValues={(row) => row ?? {}}
        fields={
          <ContractLimits schema={ZAccessorySave}>
            <>
              <LazyNamedFileField kind="document" label={t('console.accessory.file')} />
              <LangField name="name" label={t('console.accessory.name')} lang={lang} required />
            </>
          </ContractLimits>
        }
        onSave={async (values, row) =>
          !!(await run(() =>
            api.call('/meeting/auth/meeting/meetingAccessory/save', { ...values, meetingId, id: row?.id }),
          ))
        }
        onDelete={(row) =>
          run(() => api.call('/meeting/auth/meeting/meetingAccessory/delete', { id: row.id }))
        }
        onSort={(ids) =>
          run(() => api.call('/meeting/auth/meeting/meetingAccessory/sort', { meetingId, ids }))
        }
      />
    </ConsolePage>
  );
}
