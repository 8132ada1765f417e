import { WechatOutlined } from '@ant-design/icons';
import { Code, type TSocialPending } from '@huitang/contracts';
import { Avatar, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../antd-slim/input';
import { useAppServices } from '../../state/app-services';
import { formRules } from '../sign-in/form-rules';
import { SmsCodeField } from '../sign-in/sms-code-field';
import styles from './wechat.module.css';

interface TValues {
  mobile: string;
  code: string;
}

/** /bind after a first WeChat sign-in: the person proves a mobile; its account (or a new one) takes the WeChat. */
export function WechatMobileBinding({ pending }: { pending: TSocialPending }) {
  const { t } = useTranslation();
  const { api, toast } = useAppServices();
  const [busy, setBusy] = useState(false);
  const rules = formRules(t);

  const submit = async (values: TValues) => {
    setBusy(true);
    const reply = await api.call('/user/api/user/social/mobile/binding', values);
    if (reply.code !== Code.OK) {
      setBusy(false);
      return;
    }
    toast(reply.data.created ? t('wechat.created') : t('auth.loginOk'), 'success');
    // A full load so the server renders the next page with the new session.
    window.location.assign(reply.data.returnTo);
  };

  return (
    <>
      <div className={styles.identity} data-testid="wechat-identity">
        <Avatar
          size={44}
          src={pending.headImgUrl || undefined}
          icon={<WechatOutlined />}
          className={styles.wechatIcon}
        />
        <span>
          <strong>{pending.nickname}</strong>
          <small>{t('wechat.panelLabel')}</small>
        </span>
      </div>
      <p className={styles.explain}>{t('wechat.bindExplain')}</p>
      <Form<TValues> onFinish={(values) => void submit(values)} size="large">
        <Form.Item name="mobile" rules={rules.mobile}>
          <Input placeholder={t('auth.mobile')} maxLength={11} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
        <SmsCodeField />
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('wechat.bindButton')}
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}
