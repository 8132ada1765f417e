import { QrcodeOutlined, WechatOutlined } from '@ant-design/icons';
import { Code } from '@huitang/contracts';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { Route } from './+types/sandbox';
import { Input } from '../../antd-slim/input';
import { loadTexts } from '../../i18n';
import { pageTitle } from '../../lib/page-title';
import { PHONE_READY } from '../../lib/phone';
import { useAppServices } from '../../state/app-services';
import styles from './sandbox.module.css';

await loadTexts('social');

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const handle = PHONE_READY;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.wechat.sandbox.qrTitle);

/**
 * /wechat/sandbox/connect/qrconnect and …/oauth2/authorize: the sandbox's copies of WeChat's QR
 * sign-in and authorisation pages (demo and tests). The person picks a sandbox WeChat user by
 * nickname and confirms or refuses; the answer goes back to our callback with a code, as WeChat's does.
 */
export default function WechatSandbox() {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const [params] = useSearchParams();
  const inside = useLocation().pathname.endsWith('/oauth2/authorize');
  const [busy, setBusy] = useState(false);
  const appid = params.get('appid') ?? '';

  const answer = async (allow: boolean, nickname: string) => {
    setBusy(true);
    const reply = await api.call('/user/api/social/sandbox/consent', {
      appid,
      redirectUri: params.get('redirect_uri') ?? '',
      state: params.get('state') ?? '',
      nickname: nickname || '-',
      allow,
    });
    if (reply.code !== Code.OK) {
      setBusy(false);
      return;
    }
    window.location.assign(reply.data.url);
  };

  return (
    <div className={styles.page}>
      <Alert banner type="warning" showIcon title={t('wechat.sandbox.banner')} />
      <div className={styles.card}>
        <h1>
          <WechatOutlined /> {inside ? t('wechat.sandbox.authorizeTitle') : t('wechat.sandbox.qrTitle')}
        </h1>
        <p className={styles.app}>
          {t('wechat.sandbox.appLabel')}: <code>{appid}</code>
        </p>
        {inside ? null : (
          <div className={styles.qr} aria-hidden>
            <QrcodeOutlined />
          </div>
        )}
        <p className={styles.hint}>{inside ? t('wechat.sandbox.scope') : t('wechat.sandbox.scanHint')}</p>
        <Form<{ nickname: string }>
          layout="vertical"
          initialValues={{ nickname: '' }}
          onFinish={(values) => void answer(true, values.nickname)}
        >
          <Form.Item
            name="nickname"
            label={t('wechat.sandbox.nickname')}
            extra={t('wechat.sandbox.nicknameHint')}
            rules={[{ required: true, whitespace: true, max: 32 }]}
          >
            <Input maxLength={32} />
          </Form.Item>
          <div className={styles.actions}>
            <Button type="primary" htmlType="submit" loading={busy} className={styles.allow}>
              {t('wechat.sandbox.allow')}
            </Button>
            <Button disabled={busy} onClick={() => void answer(false, '')}>
              {t('wechat.sandbox.deny')}
            </Button>
          </div>
        </Form>
      </div>
    </div>
  );
}
