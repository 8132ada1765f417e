import type { TSocialSettings, TSocialSettingsSave } from '@huitang/contracts';
import { Alert, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { Input, Password } from '../../antd-slim/input';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import { SectionTitle } from '../forms/section-title';
import { SubmitRow } from '../forms/fields';
import styles from './admin.module.css';

type TValues = Required<TSocialSettingsSave>;

/**
 * The platform's WeChat apps for signing in: the open platform's website app (QR sign-in) and the
 * official account (inside WeChat). The AppSecret is stored sealed and never sent back: an empty
 * field keeps it.
 */
export function WechatAppsForm({ settings }: { settings: TSocialSettings }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const secretNote = (hint: string) =>
    hint ? t('wechatApps.secretKept', { hint }) : t('wechatApps.secretUnset');

  const app = (kind: 'web' | 'mp') => (
    <>
      <SectionTitle title={t(`wechatApps.${kind}Title`)} note={t(`wechatApps.${kind}Note`)} />
      <Form.Item label={t('wechatApps.enabled')} name={`${kind}Enabled`} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="AppID" name={`${kind}AppId`}>
        <Input maxLength={18} placeholder="wx…" autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="AppSecret"
        name={`${kind}Secret`}
        extra={secretNote(kind === 'web' ? settings.webSecretHint : settings.mpSecretHint)}
      >
        <Password maxLength={32} autoComplete="new-password" />
      </Form.Item>
    </>
  );

  return (
    <Form<TValues>
      layout="horizontal"
      labelCol={{ flex: '150px' }}
      wrapperCol={{ flex: '480px' }}
      initialValues={{ ...settings, webSecret: '', mpSecret: '' }}
      onFinish={(values) => void run(() => api.call('/admin/auth/social/save', values))}
    >
      {settings.sandbox ? (
        <Alert className={styles.section} type="info" showIcon title={t('wechatApps.sandboxOn')} />
      ) : null}
      {app('web')}
      {app('mp')}
      <SubmitRow busy={busy} text={t('wechatApps.save')} />
    </Form>
  );
}
