import type { TCallResponse } from '@huitang/contracts';
import { Form, Select, Switch } from 'antd';
import type { Route } from './+types/bgmusic';
import { serverApi } from '../../../../api/server';
import { ContractLimits } from '../../../../components/forms/contract-limits';
import { SectionTitle } from '../../../../components/forms/section-title';
import { ChildEditor } from '../../../../components/console/child-editor';
import { ConsolePage } from '../../../../components/console/console-page';
import { meetingTitle } from '../../../../components/meeting/console-title';
import { LazyNamedFileField } from '../../../../components/console/lazy-file-field';
import { LangField, textOf } from '../../../../components/console/lang-field';
import { meetingIdOf } from '../../../../loaders/meeting-id.server';
import { SettingsForm } from '../../../../components/meeting/settings-form';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import { authedDataOf } from '../../../../loaders/session.server';
import { ZMusicSave } from '@huitang/contracts';

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  meetingTitle(matches[0].loaderData, (texts) => texts.console.menu.bgMusic);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const api = serverApi(context);
  const query = { meetingId: meetingIdOf(request) };
  const [music, settings] = await Promise.all([
    api.call('/meeting/auth/meeting/music/list', query),
    api.call('/meeting/auth/meeting/settings/get', query),
  ]);
  return { music: authedDataOf(music, request, context), settings: authedDataOf(settings, request, context) };
};

type TMusic = TCallResponse<'/meeting/auth/meeting/music/list'>[number];
type TMusicValues = Pick<TMusic, 'name' | 'nameEn' | 'fileUrl'>;

/**
 * /account/meeting/baseinfo/bgMusic: the uploaded tracks (the history), which one plays and
 * whether it is on; the public page starts it only after the visitor's first gesture.
 */
export default function BgMusic({ loaderData: { music, settings } }: Route.ComponentProps) {
  const { t, meetingId, lang, api, busy, run } = useConsoleWrites();
  return (
    <ConsolePage title={t('console.menu.bgMusic')} lang={lang}>
      <SettingsForm settings={settings}>
        <Form.Item
          name="musicOn"
          label={t('console.music.on')}
          valuePropName="checked"
          extra={t('console.music.onNote')}
        >
          <Switch />
        </Form.Item>
        <Form.Item name="musicId" label={t('console.music.current')}>
          <Select
            allowClear
            placeholder={t('console.music.choose')}
            options={music.map((track) => ({
              value: track.id,
              label: textOf(lang, track.name, track.nameEn),
            }))}
            style={{ width: 320 }}
          />
        </Form.Item>
      </SettingsForm>
      <SectionTitle title={t('console.music.library')} />
      <ChildEditor<TMusic, TMusicValues>
        rows={music}
        busy={busy}
        addText={t('console.music.add')}
        emptyText={t('console.music.empty')}
        columns={[
          {
            title: t('console.music.name'),
            key: 'name',
            render: (_, track) => textOf(lang, track.name, track.nameEn),
          },
          {
            title: t('console.music.listen'),
            key: 'listen',
            width: 320,
            render: (_, track) => (
              <audio controls preload="none" src={track.fileUrl} style={{ height: 32 }} />
            ),
          },
        ]}
        dialogTitle={(row) => (row ? t('console.music.edit') : t('console.music.add'))}
        initialValues={(row) => row ?? {}}
        fields={
          <ContractLimits schema={ZMusicSave}>
            <>
              <LazyNamedFileField kind="audio" label={t('console.music.file')} />
              <LangField name="name" label={t('console.music.name')} lang={lang} required />
            </>
          </ContractLimits>
        }
        onSave={async (values, row) =>
          !!(await run(() =>
            api.call('/meeting/auth/meeting/music/save', { ...values, meetingId, id: row?.id }),
          ))
        }
        onDelete={(row) => run(() => api.call('/meeting/auth/meeting/music/delete', { id: row.id }))}
      />
    </ConsolePage>
  );
}
