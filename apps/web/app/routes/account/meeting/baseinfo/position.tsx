import type { TPlace } from '@huitang/contracts';
import type { Route } from './+types/position';
import { ChildEditor } from '../../../../components/console/child-editor';
import { ConsolePage } from '../../../../components/console/console-page';
import { meetingTitle } from '../../../../components/meeting/console-title';
import { LangField, textOf } from '../../../../components/console/lang-field';
import { loadRows } from '../console-rows.server';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import { ZPlaceSave } from '@huitang/contracts';
import { ContractLimits } from '../../../../components/forms/contract-limits';

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  meetingTitle(matches[0].loaderData, (texts) => texts.console.menu.position);

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  places: await loadRows(request, context, '/meeting/auth/meeting/place/list'),
});

type TPlaceValues = Pick<TPlace, 'name' | 'nameEn' | 'address' | 'addressEn'>;

/** /account/meeting/baseinfo/position: the meeting's venues and halls, in the order visitors see them. */
export default function Position({ loaderData: { places } }: Route.ComponentProps) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  return (
    <ConsolePage title={t('console.menu.position')} lang={lang}>
      <ChildEditor<TPlace, TPlaceValues>
        rows={places}
        busy={busy}
        addText={t('console.place.add')}
        emptyText={t('console.place.empty')}
        columns={[
          {
            title: t('console.place.name'),
            key: 'name',
            render: (_, place) => textOf(lang, place.name, place.nameEn),
          },
          {
            title: t('console.place.address'),
            key: 'address',
            render: (_, place) => textOf(lang, place.address, place.addressEn) || '—',
          },
        ]}
        dialogTitle={(row) => (row ? t('console.place.edit') : t('console.place.add'))}
        initialValues={(row) => row ?? {}}
        fields={
          <ContractLimits schema={ZPlaceSave}>
            <>
              <LangField name="name" label={t('console.place.name')} lang={lang} required />
              <LangField name="address" label={t('console.place.address')} lang={lang} />
            </>
          </ContractLimits>
        }
        onSave={async (values, row) =>
          !!(await run(() =>
            api.call('/meeting/auth/meeting/place/save', { ...values, meetingId, id: row?.id }),
          ))
        }
        onDelete={(row) => run(() => api.call('/meeting/auth/meeting/place/delete', { id: row.id }))}
        onSort={(ids) => run(() => api.call('/meeting/auth/meeting/place/sort', { meetingId, ids }))}
      />
    </ConsolePage>
  );
}
