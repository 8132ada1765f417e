import { Form, Switch } from 'antd';
import type { Route } from './+types/share';
import { serverApi } from '../../../../api/server';
import { TextField } from '../../../../components/forms/fields';
import { ImageField } from '../../../../components/forms/image-field';
import { SectionTitle } from '../../../../components/forms/section-title';
import { ConsolePage } from '../../../../components/console/console-page';
import { meetingTitle } from '../../../../components/meeting/console-title';
import { LangField } from '../../../../components/console/lang-field';
import { meetingIdOf } from '../../../../loaders/meeting-id.server';
import { qrcodePath } from '../../../../components/meeting/paths';
import { SettingsForm } from '../../../../components/meeting/settings-form';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import { authedDataOf } from '../../../../loaders/session.server';
import styles from '../../../../components/console/console.module.css';
import { ZMeetingSettingsSave } from '@huitang/contracts';
import { ContractLimits } from '../../../../components/forms/contract-limits';

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  meetingTitle(matches[0].loaderData, (texts) => texts.console.menu.share);

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  settings: authedDataOf(
    await serverApi(context).call('/meeting/auth/meeting/settings/get', { meetingId: meetingIdOf(request) }),
    request,
    context,
  ),
});

/** /account/meeting/baseinfo/share: the share card with its QR code, and the page's bottom text. */
export default function Share({ loaderData: { settings } }: Route.ComponentProps) {
  const { t, meetingId, lang } = useConsoleWrites();
  return (
    <ConsolePage title={t('console.menu.share')} lang={lang}>
      <ContractLimits schema={ZMeetingSettingsSave}>
        <SettingsForm settings={settings}>
          <SectionTitle title={t('console.share.card')} note={t('console.share.cardNote')} />
          <TextField name="shareTitle" label={t('console.share.title')} />
          <TextField name="shareDesc" label={t('console.share.desc')} rows={3} />
          <ImageField name="shareImage" label={t('console.share.image')} width={120} height={120} />
          <Form.Item label={t('console.share.qrcode')} extra={t('console.share.qrcodeNote')}>
            <img src={qrcodePath(meetingId)} alt={t('console.share.qrcode')} className={styles.qr} />
          </Form.Item>
          <SectionTitle title={t('console.share.bottom')} note={t('console.share.bottomNote')} />
          <Form.Item name="bottomTextIsUse" label={t('console.share.bottomIsUse')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <LangField
            name="bottomTextContent"
            label={t('console.share.bottomContent')}
            lang={lang}
            kind="textarea"
            rows={4}
          />
        </SettingsForm>
      </ContractLimits>
    </ConsolePage>
  );
}
