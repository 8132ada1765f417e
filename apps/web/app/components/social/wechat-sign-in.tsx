import { WechatOutlined } from '@ant-design/icons';
import type { TSocialOptions } from '@huitang/contracts';
import { Button, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { takeReturnUrl } from '../../lib/session/return-url';
import { useStartWechat, useWechatKind } from './use-wechat';
import styles from './wechat.module.css';

/** /login's other way in: WeChat's QR page, or inside WeChat its one-tap authorisation. */
export function WechatSignIn({ options }: { options: TSocialOptions }) {
  const { t } = useTranslation();
  const kind = useWechatKind(options);
  const { busy, start } = useStartWechat();
  if (!kind) return null;
  return (
    <div className={styles.signIn}>
      <Divider plain className={styles.divider}>
        {t('wechat.or')}
      </Divider>
      <Button
        block
        size="large"
        icon={<WechatOutlined />}
        className={styles.wechatButton}
        loading={busy}
        onClick={() => void start({ kind, purpose: 'login', returnTo: takeReturnUrl() })}
      >
        {kind === 'mp' ? t('wechat.signInInside') : t('wechat.signIn')}
      </Button>
    </div>
  );
}
