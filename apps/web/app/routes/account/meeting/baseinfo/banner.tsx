import type { TCallResponse } from '@huitang/contracts';
import type { Route } from './+types/banner';
import { TextField } from '../../../../components/forms/fields';
import { LazyImageField } from '../../../../components/console/lazy-file-field';
import { ChildEditor } from '../../../../components/console/child-editor';
import { ConsolePage } from '../../../../components/console/console-page';
import { loadRows } from '../console-rows.server';
import { meetingTitle } from '../../../../components/meeting/console-title';
import { LangField, textOf } from '../../../../components/console/lang-field';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import styles from '../../../../components/console/console.module.css';
import { ZBannerSave } from '@huitang/contracts';
import { ContractLimits } from '../../../../components/forms/contract-limits';

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  meetingTitle(matches[0].loaderData, (texts) => texts.console.menu.banner);

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  banners: await loadRows(request, context, '/meeting/auth/meeting/adv/list'),
});

type TBanner = TCallResponse<'/meeting/auth/meeting/adv/list'>[number];
type TBannerValues = Pick<TBanner, 'title' | 'titleEn' | 'image' | 'url'>;

/** /account/meeting/baseinfo/banner: the pictures at the top of the meeting's page, in order. */
export default function Banners({ loaderData: { banners } }: Route.ComponentProps) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  return (
    <ConsolePage title={t('console.menu.banner')} lang={lang}>
      <ChildEditor<TBanner, TBannerValues>
        rows={banners}
        busy={busy}
        addText={t('console.banner.add')}
        emptyText={t('console.banner.empty')}
        dialogWidth={620}
        columns={[
          {
            title: t('console.banner.image'),
            key: 'image',
            width: 200,
            render: (_, banner) => (
              <img src={banner.image} alt={banner.title} className={styles.bannerThumb} />
            ),
          },
          {
            title: t('console.banner.title'),
            key: 'title',
            render: (_, banner) => textOf(lang, banner.title, banner.titleEn) || '—',
          },
          { title: t('console.banner.url'), key: 'url', render: (_, banner) => banner.url || '—' },
        ]}
        dialogTitle={(row) => (row ? t('console.banner.edit') : t('console.banner.add'))}
        initialValues={(row) => row ?? { image: '', url: '' }}
        fields={
          <ContractLimits schema={ZBannerSave}>
            <>
              <LazyImageField
                name="image"
                label={t('console.banner.image')}
                required
                width={360}
                height={120}
                hint={t('console.banner.imageHint')}
              />
              <LangField name="title" label={t('console.banner.title')} lang={lang} />
              <TextField
                name="url"
                label={t('console.banner.url')}
                placeholder="https://"
                rules={[{ pattern: /^(\/|https?:\/\/)/, message: t('console.banner.urlInvalid') }]}
              />
            </>
          </ContractLimits>
        }
        onSave={async (values, row) =>
          !!(await run(() =>
            api.call('/meeting/auth/meeting/adv/save', { ...values, meetingId, id: row?.id }),
          ))
        }
        onDelete={(row) => run(() => api.call('/meeting/auth/meeting/adv/delete', { id: row.id }))}
        onSort={(ids) => run(() => api.call('/meeting/auth/meeting/adv/sort', { meetingId, ids }))}
      />
    </ConsolePage>
  );
}
